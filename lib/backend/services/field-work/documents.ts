// Delivery notes and crew chief sheets (rules "On the day", rules §4): a draft built from
// the day's hours, released (a snapshot of the lines), then signed once on the device, which
// produces the PDF. A signed document never changes again: its lines, signer and PDF stay.
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { crewDocuments, type TCrewDocumentLine } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import type { TMailer } from '../mail-types';
import { composeMail, mailWords } from '../mail-text/compose';
import { readerOf, readerOfCaller } from '../i18n/reader-of';
import type {
  TCrewDocument,
  TCrewDocumentKind,
  TSendDocumentInput,
  TSignDocumentInput,
} from '../../../domain/field-work';
import { DOCUMENT_TITLES } from '../../../domain/field-work';
import { callerPersonId, hasCrewRole, requireCrewRole, type TCrewAccess, type TCrewRole } from './crew-roles';
import { signOffLines } from './sign-off';
import { getSignOff } from './crew-day';
import { formatMinutes } from './hours';
import { renderPdf, type TPdfContent } from '../pdf/render-pdf';
import type { TPdfReader } from '../pdf/pdf-words';
import { pdfWords } from '../pdf/pdf-words';
import { signaturePngOf } from './png';
import { clock } from '../../../domain/clock';

type TRow = typeof crewDocuments.$inferSelect;

/** The client reads the delivery note (charged hours only); the crew chief sheet stays in-house. */
export const READERS: Record<TCrewDocumentKind, readonly TCrewRole[]> = {
  deliveryNote: ['chief', 'planner', 'client'],
  crewChiefSheet: ['chief', 'planner'],
};
/** Who sees what the crew is paid: never the client. */
const PAY_READERS: readonly TCrewRole[] = ['chief', 'planner'];
export const RELEASERS: readonly TCrewRole[] = ['chief', 'planner'];
/** The client signs the delivery note (on the crew chief's device or their own); the chief signs the sheet. */
export const SIGNERS: Record<TCrewDocumentKind, readonly TCrewRole[]> = {
  deliveryNote: ['chief', 'planner', 'client'],
  crewChiefSheet: ['chief', 'planner'],
};

/** The lines of the day: those who checked in, with the proposed hours (or the suggestion). */
async function draftLines(db: DbOrTx, access: TCrewAccess, date: string): Promise<TCrewDocumentLine[]> {
  const lines = await signOffLines(db, access, date);
  return lines
    .filter((l) => l.checkInAt)
    .map((l) => ({
      personId: l.personId,
      name: l.name,
      function: l.function,
      checkInAt: l.checkInAt,
      checkOutAt: l.checkOutAt,
      paidMinutes: l.paidMinutes ?? l.suggestedMinutes ?? 0,
      chargedMinutes: l.chargedMinutes ?? l.suggestedMinutes ?? 0,
    }));
}

async function findRow(db: DbOrTx, access: TCrewAccess, kind: TCrewDocumentKind, date: string): Promise<TRow | null> {
  const [row] = await db
    .select()
    .from(crewDocuments)
    .where(
      and(
        eq(crewDocuments.tenantId, access.auth.tenantId),
        eq(crewDocuments.projectCrewId, access.crew.id),
        eq(crewDocuments.workDate, date),
        eq(crewDocuments.kind, kind),
      ),
    );
  return row ?? null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const totalsOf = (lines: TCrewDocumentLine[]) => ({
  paidMinutes: lines.reduce((n, l) => n + (l.paidMinutes ?? 0), 0),
  chargedMinutes: lines.reduce((n, l) => n + l.chargedMinutes, 0),
});

function toDocument(
  access: TCrewAccess,
  kind: TCrewDocumentKind,
  date: string,
  row: TRow | null,
  lines: TCrewDocumentLine[],
): TCrewDocument {
  const { crew } = access;
  // A client's answer has no paid-minute field at all, not even a null one.
  const seesPay = hasCrewRole(access, PAY_READERS);
  const shown = seesPay ? lines : lines.map(({ paidMinutes: _, ...charged }) => charged);
  const { paidMinutes, chargedMinutes } = totalsOf(lines);
  return {
    kind,
    date,
    status: row?.status ?? 'draft',
    crew: {
      id: crew.id,
      name: crew.name,
      projectNumber: crew.projectNumber,
      projectName: crew.projectName,
      location: crew.locationName,
    },
    lines: shown,
    totals: seesPay ? { paidMinutes, chargedMinutes } : { chargedMinutes },
    releasedAt: iso(row?.releasedAt ?? null),
    signedAt: iso(row?.signedAt ?? null),
    signerName: row?.signerName ?? null,
    sentAt: iso(row?.sentAt ?? null),
    sentTo: row?.sentTo ?? null,
  };
}

export async function getCrewDocument(
  db: DbOrTx,
  access: TCrewAccess,
  kind: TCrewDocumentKind,
  date: string,
): Promise<TCrewDocument> {
  requireCrewRole(access, READERS[kind]);
  const row = await findRow(db, access, kind, date);
  if (row && row.status !== 'draft') return toDocument(access, kind, date, row, row.lines);
  return toDocument(access, kind, date, row, await draftLines(db, access, date));
}

export async function releaseCrewDocument(
  db: Db,
  access: TCrewAccess,
  kind: TCrewDocumentKind,
  date: string,
  now = clock.now(),
): Promise<TCrewDocument> {
  requireCrewRole(
    access,
    RELEASERS,
    `Only the crew chief or a planner may release the ${DOCUMENT_TITLES[kind].toLowerCase()}`,
  );
  const me = callerPersonId(access);
  const { tenantId } = access.auth;
  await db.transaction(async (tx) => {
    const row = await findRow(tx, access, kind, date);
    if (row?.status === 'signed')
      throw new ApiError(
        'ALREADY_SIGNED',
        `The ${DOCUMENT_TITLES[kind].toLowerCase()} of ${date} is signed and cannot be released again`,
      );
    const lines = await draftLines(tx, access, date);
    if (!lines.length)
      throw new ApiError('CONFLICT', `No one checked in with this crew on ${date}: there is nothing to release`);
    const signOff = await getSignOff(tx, tenantId, access.crew.id, date);
    const values = {
      status: 'released' as const,
      lines,
      remarks: signOff?.comment ?? null,
      releasedAt: now,
      releasedByPersonId: me,
    };
    if (row) {
      await tx.update(crewDocuments).set(values).where(eq(crewDocuments.id, row.id));
    } else {
      await tx
        .insert(crewDocuments)
        .values({ tenantId, projectCrewId: access.crew.id, workDate: date, kind, ...values });
    }
  });
  return getCrewDocument(db, access, kind, date);
}

function pdfContent(
  access: TCrewAccess,
  kind: TCrewDocumentKind,
  row: TRow,
  signature: { name: string; png: Buffer; at: Date },
  reader: TPdfReader,
): TPdfContent {
  const { crew } = access;
  const w = pdfWords(reader);
  const time = (s: string | null) => (s ? w.time(new Date(s)) : '-');
  const totals = totalsOf(row.lines);
  // The delivery note goes to the client: charged hours only. The crew chief sheet shows both.
  const withPay = kind === 'crewChiefSheet';
  const pay = (v: string) => (withPay ? [v] : []);
  const location = [crew.locationName, crew.locationAddress, crew.locationCity].filter(Boolean).join(', ');
  const lines = row.lines.map((l) =>
    withPay
      ? w.t('crewDocument.linePaid', {
          name: l.name,
          paid: formatMinutes(l.paidMinutes ?? 0),
          charged: formatMinutes(l.chargedMinutes),
        })
      : w.t('crewDocument.lineCharged', { name: l.name, charged: formatMinutes(l.chargedMinutes) }),
  );
  return {
    reader,
    title: w.t(`crewDocument.titles.${kind}`),
    facts: [
      [
        w.label('company'),
        crew.companyName === crew.tenantName ? crew.companyName : `${crew.companyName} (${crew.tenantName})`,
      ],
      [w.label('project'), `${crew.projectNumber} ${crew.projectName}`],
      [w.label('crew'), crew.name],
      [w.label('location'), location || '-'],
      [w.label('date'), w.date(row.workDate)],
    ],
    table: {
      headers: [
        w.label('name'),
        w.label('function'),
        w.t('crewDocument.checkIn'),
        w.t('crewDocument.checkOut'),
        ...pay(w.t('crewDocument.paid')),
        w.t('crewDocument.charged'),
      ],
      widths: withPay ? [150, 110, 60, 60, 55, 55] : [165, 125, 60, 60, 80],
      rows: row.lines.map((l) => [
        l.name,
        l.function,
        time(l.checkInAt),
        time(l.checkOutAt),
        ...pay(formatMinutes(l.paidMinutes ?? 0)),
        formatMinutes(l.chargedMinutes),
      ]),
      totals: [
        w.label('total'),
        w.t('crewDocument.persons', { count: row.lines.length }),
        '',
        '',
        ...pay(formatMinutes(totals.paidMinutes)),
        formatMinutes(totals.chargedMinutes),
      ],
    },
    remarks: row.remarks,
    signature: { name: signature.name, png: signature.png, signedAt: signature.at },
    subject: w.t(`crewDocument.subjects.${kind}`, {
      projectNumber: crew.projectNumber,
      crew: crew.name,
      date: w.date(row.workDate),
      lines: lines.join('; '),
      signer: signature.name,
    }),
  };
}

export async function signCrewDocument(
  db: Db,
  access: TCrewAccess,
  kind: TCrewDocumentKind,
  input: TSignDocumentInput,
  now = clock.now(),
): Promise<TCrewDocument> {
  requireCrewRole(access, SIGNERS[kind]);
  const row = await findRow(db, access, kind, input.date);
  if (row?.status === 'signed')
    throw new ApiError(
      'ALREADY_SIGNED',
      `The ${DOCUMENT_TITLES[kind].toLowerCase()} of ${input.date} is already signed`,
    );
  if (!row || row.status !== 'released')
    throw new ApiError('NOT_RELEASED', `Release the ${DOCUMENT_TITLES[kind].toLowerCase()} before it is signed`);
  const png = signaturePngOf(input.signature);
  const signedAt = now;
  // The PDF is drawn once, at signing, in the signer's language; times in the crew's zone.
  const reader = { ...(await readerOfCaller(db, access.auth)), timeZone: access.crew.timeZone };
  const pdf = await renderPdf(pdfContent(access, kind, row, { name: input.signerName, png, at: signedAt }, reader));
  // Only a still-released row is signed: of two signers at once, one wins.
  const [done] = await db
    .update(crewDocuments)
    .set({ status: 'signed', signedAt, signerName: input.signerName, signature: input.signature, pdf })
    .where(and(eq(crewDocuments.id, row.id), eq(crewDocuments.status, 'released')))
    .returning({ id: crewDocuments.id });
  if (!done)
    throw new ApiError(
      'ALREADY_SIGNED',
      `The ${DOCUMENT_TITLES[kind].toLowerCase()} of ${input.date} is already signed`,
    );
  return getCrewDocument(db, access, kind, input.date);
}

export async function getSignedPdf(db: DbOrTx, access: TCrewAccess, kind: TCrewDocumentKind, date: string) {
  requireCrewRole(access, READERS[kind]);
  const row = await findRow(db, access, kind, date);
  if (!row || row.status !== 'signed' || !row.pdf) throw notFound(`Signed ${DOCUMENT_TITLES[kind].toLowerCase()}`);
  const slug =
    access.crew.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'crew';
  const prefix = kind === 'deliveryNote' ? 'delivery-note' : 'crew-chief-sheet';
  return { row, pdf: row.pdf, fileName: `${prefix}-${access.crew.projectNumber}-${slug}-${date}.pdf` };
}

export async function sendSignedPdf(
  db: Db,
  mailer: TMailer,
  access: TCrewAccess,
  kind: TCrewDocumentKind,
  input: TSendDocumentInput,
): Promise<{ sentTo: string; sentAt: string; mailId: number }> {
  const { row, pdf, fileName } = await getSignedPdf(db, access, kind, input.date);
  const { crew } = access;
  const reader = await readerOf(db, access.auth.tenantId, { email: input.email });
  const { t, format } = mailWords(reader);
  const facts = {
    projectNumber: crew.projectNumber,
    projectName: crew.projectName,
    crew: crew.name,
    date: format.calendar(input.date, 'calendarDateLong'),
  };
  const mail = await mailer.send(db, {
    tenantId: access.auth.tenantId,
    // The delivery note is correspondence with the project's client: kept in that client's
    // mailbox. The crew chief sheet shows what the crew is paid: the tenant's own mailbox.
    contactId: kind === 'deliveryNote' ? crew.clientContactId : undefined,
    to: input.email,
    ...composeMail(reader, {
      subject: t(`crewDocument.${kind}.subject`, facts),
      paragraphs: [t(`crewDocument.${kind}.intro`, { ...facts, signer: row.signerName ?? '' })],
    }),
    attachments: [{ fileName, contentType: 'application/pdf', content: pdf }],
  });
  const sentAt = clock.now();
  await db.update(crewDocuments).set({ sentAt, sentTo: input.email }).where(eq(crewDocuments.id, row.id));
  return { sentTo: input.email, sentAt: sentAt.toISOString(), mailId: mail.id };
}
