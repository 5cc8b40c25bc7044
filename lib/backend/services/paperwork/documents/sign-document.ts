// Signing a document (rules §4, §7 documents/{id}/sign/{signatoryId}): the signatory's drawn
// signature fills every one of their signatures, with their rating and form fields. The turn is
// checked on every request: by the route's guard before the body is read (assertMayStillSign),
// and again here inside the transaction with the document locked, so that two signers of a
// "one by one" document cannot both pass. When the last signature is in, the signed PDF is made;
// otherwise the next signatory is told.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { documentSignatories, documentSignatures, documents, documentTypes } from '../../../db/schema';
import { readerOfCaller } from '../../i18n/reader-of';
import type { TAuth } from '../../../context';
import { ApiError, forbidden, notFound } from '../../../errors';
import type { TMailer } from '../../mail-types';
import { validateAnswers } from '../../field-work/forms';
import { signaturePngOf } from '../../field-work/png';
import {
  isDocumentSigned,
  isTurnOf,
  nextSignatories,
  type TDocument,
  type TSignDocumentInput,
  type TSigningOrder,
} from '../../../../domain/paperwork';
import { callerPerson } from '../access';
import { signedPdf } from './complete-document';
import { notifyNextSignatory, type TNextSignatory } from './notify-next-signatory';
import { findDocument, getDocument, signatoriesOf, type TSignatoryState } from './read-document';
import { clock } from '../../../../domain/clock';

const outOfTurn = () =>
  new ApiError('SIGNATORY_OUT_OF_TURN', 'It is not your turn yet: the signatory before you has not signed');

/** The refusals that need no body: a document the caller cannot see (404), a signatory not
 *  theirs (403), signed already (409), or out of turn (409 SIGNATORY_OUT_OF_TURN). */
export function assertMayStillSign(
  auth: TAuth,
  doc: { signedAt: Date | null; signingOrder: TSigningOrder },
  signatories: readonly TSignatoryState[],
  signatoryId: number,
): TSignatoryState {
  const me = signatories.find((s) => s.id === signatoryId);
  if (!me) throw notFound('Signatory');
  if (me.personId !== callerPerson(auth)) throw forbidden('Only the signatory may sign in their place');
  if (doc.signedAt || me.status === 'signed')
    throw new ApiError('ALREADY_SIGNED', 'You have signed this document already');
  if (!isTurnOf(doc.signingOrder, signatories, me.id)) throw outOfTurn();
  return me;
}

/** The guard's check, by document and signatory id. */
export async function checkSigner(db: DbOrTx, auth: TAuth, documentId: number, signatoryId: number) {
  const doc = await findDocument(db, auth, documentId);
  assertMayStillSign(auth, doc, await signatoriesOf(db, [doc.id]), signatoryId);
}

/** The document of a signatory the caller may see (documentSignatories/{id}/sign); 404 otherwise. */
export async function documentOfSignatory(db: DbOrTx, auth: TAuth, signatoryId: number): Promise<number> {
  const [row] = await db
    .select({ documentId: documentSignatories.documentId })
    .from(documentSignatories)
    .where(and(eq(documentSignatories.id, signatoryId), eq(documentSignatories.tenantId, auth.tenantId)));
  if (!row) throw notFound('Signatory');
  await findDocument(db, auth, row.documentId);
  return row.documentId;
}

export async function signDocument(
  db: Db,
  mailer: TMailer,
  auth: TAuth,
  o: { documentId: number; signatoryId: number; input: TSignDocumentInput; webOrigin: string; now?: Date },
): Promise<TDocument> {
  const now = o.now ?? clock.now();
  const png = signaturePngOf(o.input.signature);
  const next = await db.transaction(async (tx): Promise<TNextSignatory[]> => {
    const doc = await findDocument(tx, auth, o.documentId);
    // Lock the document: signatures of one document go in one at a time.
    const [locked] = await tx
      .select({ signedAt: documents.signedAt, file: documents.file })
      .from(documents)
      .where(eq(documents.id, doc.id))
      .for('update');
    const before = await signatoriesOf(tx, [doc.id]);
    const me = assertMayStillSign(auth, { ...doc, signedAt: locked!.signedAt }, before, o.signatoryId);
    const formFields = validateAnswers(me.fields, o.input.formFields ?? {}, 'formFields');
    await tx
      .update(documentSignatures)
      .set({ signed: true, signerName: o.input.signerName, image: o.input.signature, signedAt: now })
      .where(and(eq(documentSignatures.signatoryId, me.id), eq(documentSignatures.signed, false)));
    await tx
      .update(documentSignatories)
      .set({ rating: o.input.rating ?? null, formFields })
      .where(eq(documentSignatories.id, me.id));

    const after = await signatoriesOf(tx, [doc.id]);
    if (isDocumentSigned(after)) {
      await completeDocument(tx, auth, doc, locked!.file, after, { id: me.id, png, at: now });
      return [];
    }
    return nextSignatories(doc.signingOrder, after).map((s) => ({
      signatoryId: s.id,
      documentId: doc.id,
      title: doc.title,
    }));
  });
  await notifyNextSignatory(db, mailer, { tenantId: auth.tenantId, webOrigin: o.webOrigin, next, now });
  return getDocument(db, auth, o.documentId);
}

/**
 * Every signature is in: the signed PDF, kept with the time it was finished. Its signature pages
 * are in the language of the one who signed last (the one whose signature made it).
 */
async function completeDocument(
  tx: DbOrTx,
  auth: TAuth,
  doc: { id: number; title: string; typeId: number },
  original: Buffer,
  signatories: readonly TSignatoryState[],
  latest: { id: number; png: Buffer; at: Date },
) {
  const [type] = await tx
    .select({ name: documentTypes.name })
    .from(documentTypes)
    .where(eq(documentTypes.id, doc.typeId));
  const images = await tx
    .select({
      signatoryId: documentSignatures.signatoryId,
      image: documentSignatures.image,
      name: documentSignatures.signerName,
      at: documentSignatures.signedAt,
    })
    .from(documentSignatures)
    .innerJoin(documentSignatories, eq(documentSignatories.id, documentSignatures.signatoryId))
    .where(eq(documentSignatories.documentId, doc.id));
  const signed = signatories.map((s) => {
    const sig = images.find((i) => i.signatoryId === s.id && i.image);
    return {
      position: s.position,
      name: s.person.name,
      signerName: sig?.name ?? s.person.name,
      signedAt: sig?.at ?? latest.at,
      png: s.id === latest.id ? latest.png : signaturePngOf(sig?.image ?? ''),
      rating: s.rating,
      fields: s.fields,
      formFields: s.formFields,
    };
  });
  const pdf = await signedPdf(
    original,
    { id: doc.id, title: doc.title, typeName: type?.name ?? '' },
    signed,
    await readerOfCaller(tx, auth),
  );
  await tx
    .update(documents)
    .set({ signedPdf: pdf, signedAt: latest.at })
    .where(and(eq(documents.id, doc.id), isNull(documents.signedAt)));
}
