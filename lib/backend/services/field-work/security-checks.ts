// Security checks (rules "On the day"): a form of kind securityCheck filled in for one
// crew, date and shift, signed once; the signed PDF is kept, the unsigned one (answers
// only) is drawn on request. Results are form_results rows ("crewChecks" in rules §7 paths).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { formResults, forms, persons } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, invalidField, notFound } from '../../errors';
import { isPlanner } from '../access';
import { placeName } from '../../../domain/catalog/places';
import type { TFormResult, TSecurityCheckInput } from '../../../domain/field-work';
import { callerPersonId, crewWorksOn, getCrewAccess, requireCrewRole, type TCrewAccess } from './crew-roles';
import { personName } from '../people/names';
import { validateAnswers } from './forms';
import { renderPdf, type TPdfContent } from '../pdf/render-pdf';
import { pdfWords } from '../pdf/pdf-words';
import { readerOfCaller } from '../i18n/reader-of';
import { signaturePngOf } from './png';
import { isUniqueViolation } from '../../db/errors';
import { clock } from '../../../domain/clock';

const FILLERS = ['member', 'chief', 'planner'] as const;
type TRow = typeof formResults.$inferSelect;

const toResult = (r: TRow): TFormResult => ({
  id: r.id,
  formId: r.formId,
  projectCrewId: r.projectCrewId,
  personId: r.personId,
  workDate: r.workDate,
  shift: r.shift,
  answers: r.answers,
  signerName: r.signerName,
  signedAt: r.signedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

async function securityForm(db: DbOrTx, tenantId: number, formId: number) {
  const [form] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.tenantId, tenantId), eq(forms.kind, 'securityCheck')));
  if (!form) throw invalidField('formId', 'No such security check form');
  return form;
}

export async function getSecurityCheck(
  db: DbOrTx,
  access: TCrewAccess,
  q: { formId: number; date: string; shift: string },
): Promise<TFormResult | null> {
  requireCrewRole(access, FILLERS);
  await securityForm(db, access.auth.tenantId, q.formId);
  const [row] = await db
    .select()
    .from(formResults)
    .where(
      and(
        eq(formResults.tenantId, access.auth.tenantId),
        eq(formResults.formId, q.formId),
        eq(formResults.projectCrewId, access.crew.id),
        eq(formResults.workDate, q.date),
        eq(formResults.shift, q.shift),
      ),
    );
  return row ? toResult(row) : null;
}

async function formPdf(
  db: DbOrTx,
  caller: TAuth,
  access: TCrewAccess | null,
  row: TRow,
  signature: { png: Buffer; at: Date } | null,
): Promise<Buffer> {
  const [form] = await db.select().from(forms).where(eq(forms.id, row.formId));
  const [by] = await db.select({ name: personName }).from(persons).where(eq(persons.id, row.personId));
  const crew = access?.crew;
  // In the language of the one who asks for it (who signs it, for the kept one).
  const asker = await readerOfCaller(db, caller);
  const reader = crew ? { ...asker, timeZone: crew.timeZone } : asker;
  const w = pdfWords(reader);
  const facts: [string, string][] = crew
    ? [
        [w.label('company'), crew.companyName],
        [w.label('project'), `${crew.projectNumber} ${crew.projectName}`],
        [w.label('crew'), crew.name],
        [w.label('location'), placeName({ name: crew.locationName, city: crew.locationCity }) || '-'],
      ]
    : [];
  if (row.workDate) facts.push([w.label('date'), w.date(row.workDate)]);
  if (row.shift) facts.push([w.label('shift'), row.shift]);
  facts.push([w.label('filledInBy'), by?.name ?? '-']);
  const answers = (form?.questions ?? []).map((q): [string, string] => [q.label, w.answer(q, row.answers[q.id])]);
  const title = form?.name ?? w.t('form.untitled');
  const content: TPdfContent = {
    reader,
    title,
    facts,
    answers,
    subject: w.t('form.subject', {
      form: [title, crew?.name, row.workDate, row.shift].filter(Boolean).join(' '),
      name: by?.name ?? '-',
      answers: answers.map(([q, a]) => `${q}: ${a}`).join('; '),
    }),
  };
  if (signature && row.signerName)
    content.signature = { name: row.signerName, png: signature.png, signedAt: signature.at };
  return renderPdf(content);
}

export async function submitSecurityCheck(
  db: DbOrTx,
  access: TCrewAccess,
  input: TSecurityCheckInput,
  now = clock.now(),
): Promise<TFormResult> {
  requireCrewRole(access, FILLERS);
  const me = callerPersonId(access);
  const { tenantId } = access.auth;
  const form = await securityForm(db, tenantId, input.formId);
  if (!(await crewWorksOn(db, tenantId, access.crew.id, input.date)))
    throw invalidField('date', `The crew does not work on ${input.date}`);
  const answers = validateAnswers(form.questions, input.answers);
  const png = signaturePngOf(input.signature);
  if (await getSecurityCheck(db, access, input))
    throw new ApiError('ALREADY_SIGNED', 'This security check is already filled in and signed');
  const signedAt = now;
  const draft: TRow = {
    id: 0,
    tenantId,
    formId: form.id,
    personId: me,
    projectCrewId: access.crew.id,
    workDate: input.date,
    shift: input.shift,
    answers,
    signerName: input.signerName,
    signature: input.signature,
    signedAt,
    pdf: null,
    createdAt: signedAt,
  };
  const pdf = await formPdf(db, access.auth, access, draft, { png, at: signedAt });
  try {
    const { id: _id, createdAt: _c, ...values } = draft;
    const [row] = await db
      .insert(formResults)
      .values({ ...values, pdf })
      .returning();
    return toResult(row!);
  } catch (err) {
    if (isUniqueViolation(err))
      throw new ApiError('ALREADY_SIGNED', 'This security check is already filled in and signed');
    throw err;
  }
}

/** The PDF of a form result: `signed` the kept one, otherwise the answers without signature. */
export async function formResultPdf(db: DbOrTx, auth: TAuth, id: number, signed: boolean) {
  const [row] = await db
    .select()
    .from(formResults)
    .where(and(eq(formResults.id, id), eq(formResults.tenantId, auth.tenantId)));
  if (!row) throw notFound('Form result');
  let access: TCrewAccess | null = null;
  if (row.projectCrewId !== null) {
    access = await getCrewAccess(db, auth, row.projectCrewId);
    requireCrewRole(access, FILLERS);
  } else if (row.personId !== auth.personId && !isPlanner(auth)) {
    throw notFound('Form result');
  }
  const fileName = `form-${row.id}${row.workDate ? `-${row.workDate}` : ''}${signed ? '-signed' : ''}.pdf`;
  if (signed) {
    if (!row.pdf || !row.signedAt) throw notFound('Signed form');
    return { pdf: row.pdf, fileName };
  }
  return { pdf: await formPdf(db, auth, access, row, null), fileName };
}
