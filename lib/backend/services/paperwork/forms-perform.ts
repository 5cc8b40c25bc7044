// Filling in a questionnaire (rules §7 persons/{id}/formsPerform, forms/perform/{id},
// formResults/perform; rules "Forms"): each person has one answer set per form. Answers are
// saved as they are given, one question at a time, each checked against its question's type;
// signing checks that every required question is answered, makes the PDF and closes the set.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { formResults, forms, persons } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, notFound } from '../../errors';
import type { TMailer } from '../mail-types';
import { composeMail, mailWords } from '../mail-text/compose';
import { readerOf, readerOfCaller } from '../i18n/reader-of';
import { personName } from '../people/names';
import { validateAnswers } from '../field-work/forms';
import { renderPdf } from '../pdf/render-pdf';
import { pdfWords } from '../pdf/pdf-words';
import { signaturePngOf } from '../field-work/png';
import type { TFormQuestion } from '../../../domain/field-work';
import {
  formSlug,
  type TFormAnswersInput,
  type TFormPerform,
  type TFormPerformStatus,
  type TFormSendInput,
  type TFormSignInput,
  type TFormToPerform,
} from '../../../domain/paperwork';
import { callerPerson, personInScope } from './access';
import { isUniqueViolation } from '../../db/errors';
import { clock } from '../../../domain/clock';

type TResultRow = typeof formResults.$inferSelect;

const statusOf = (r: TResultRow | undefined): TFormPerformStatus => (!r ? 'new' : r.signedAt ? 'signed' : 'inProgress');

async function questionnaire(db: DbOrTx, auth: TAuth, formId: number) {
  const [form] = await db
    .select({ id: forms.id, name: forms.name, kind: forms.kind, questions: forms.questions })
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.tenantId, auth.tenantId), eq(forms.kind, 'questionnaire')));
  if (!form) throw notFound('Form');
  return form;
}

async function ownResult(db: DbOrTx, auth: TAuth, formId: number, personId = callerPerson(auth)) {
  const [row] = await db
    .select()
    .from(formResults)
    .where(
      and(
        eq(formResults.tenantId, auth.tenantId),
        eq(formResults.formId, formId),
        eq(formResults.personId, personId),
        isNull(formResults.projectCrewId),
      ),
    );
  return row;
}

/** The questionnaires of the tenant with where the person stands in each. */
export async function listFormsToPerform(db: DbOrTx, auth: TAuth, personId: number): Promise<TFormToPerform[]> {
  const person = (await personInScope(db, auth, personId))!;
  const [all, results] = await Promise.all([
    db
      .select({ id: forms.id, name: forms.name, questions: forms.questions })
      .from(forms)
      .where(and(eq(forms.tenantId, auth.tenantId), eq(forms.kind, 'questionnaire')))
      .orderBy(asc(forms.name), asc(forms.id)),
    db
      .select()
      .from(formResults)
      .where(
        and(
          eq(formResults.tenantId, auth.tenantId),
          eq(formResults.personId, person),
          isNull(formResults.projectCrewId),
        ),
      ),
  ]);
  return all.map((f) => {
    const r = results.find((x) => x.formId === f.id);
    return {
      id: f.id,
      name: f.name,
      questions: f.questions.length,
      answered: f.questions.filter((q) => r?.answers[q.id] !== undefined).length,
      status: statusOf(r),
      signedAt: r?.signedAt?.toISOString() ?? null,
    };
  });
}

function toPerform(form: Awaited<ReturnType<typeof questionnaire>>, r: TResultRow | undefined): TFormPerform {
  return {
    form,
    status: statusOf(r),
    result: r
      ? {
          id: r.id,
          answers: r.answers,
          signerName: r.signerName,
          signedAt: r.signedAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        }
      : null,
  };
}

export async function getFormPerform(db: DbOrTx, auth: TAuth, formId: number): Promise<TFormPerform> {
  const form = await questionnaire(db, auth, formId);
  return toPerform(form, await ownResult(db, auth, formId));
}

const alreadySigned = () => new ApiError('ALREADY_SIGNED', 'This form is signed: its answers can no longer be changed');

/** The answers given so far, merged into the person's answer set (made on the first answer). */
export async function saveFormAnswers(db: Db, auth: TAuth, input: TFormAnswersInput): Promise<TFormPerform> {
  const me = callerPerson(auth);
  const form = await questionnaire(db, auth, input.formId);
  // Only the given answers are checked here; required ones are checked when the form is signed.
  const given = form.questions.filter((q) => input.answers[q.id] !== undefined);
  const checked = validateAnswers(
    given.map((q) => ({ ...q, required: false })),
    input.answers,
  );
  // An emptied optional answer is removed.
  const cleared = given.filter((q) => checked[q.id] === undefined).map((q) => q.id);
  await db.transaction(async (tx) => {
    const current = await ownResult(tx, auth, form.id, me);
    if (current?.signedAt) throw alreadySigned();
    const answers = { ...(current?.answers ?? {}), ...checked };
    for (const id of cleared) delete answers[id];
    if (current) {
      await tx
        .update(formResults)
        .set({ answers })
        .where(and(eq(formResults.id, current.id), isNull(formResults.signedAt)));
    } else {
      try {
        await tx.insert(formResults).values({ tenantId: auth.tenantId, formId: form.id, personId: me, answers });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new ApiError('CONFLICT', 'The form was saved at the same time elsewhere; try again');
        throw err;
      }
    }
  });
  return getFormPerform(db, auth, form.id);
}

async function formPdf(
  db: DbOrTx,
  auth: TAuth,
  form: { name: string; questions: TFormQuestion[] },
  r: TResultRow | undefined,
  signature: { png: Buffer; at: Date; name: string } | null,
): Promise<Buffer> {
  const [person] = await db
    .select({ name: personName })
    .from(persons)
    .where(eq(persons.id, r?.personId ?? callerPerson(auth)));
  const reader = await readerOfCaller(db, auth);
  const w = pdfWords(reader);
  const answers = form.questions.map((q): [string, string] => [q.label, w.answer(q, r?.answers[q.id])]);
  return renderPdf({
    reader,
    title: form.name,
    facts: [
      [w.label('company'), reader.tenantName],
      [w.label('filledInBy'), person?.name ?? '-'],
    ],
    answers,
    signature: signature ? { name: signature.name, png: signature.png, signedAt: signature.at } : undefined,
    subject: w.t('form.subject', {
      form: form.name,
      name: person?.name ?? '-',
      answers: answers.map(([q, a]) => `${q}: ${a}`).join('; '),
    }),
  });
}

export async function signFormPerform(
  db: Db,
  auth: TAuth,
  formId: number,
  input: TFormSignInput,
  now = clock.now(),
): Promise<TFormPerform> {
  const form = await questionnaire(db, auth, formId);
  const png = signaturePngOf(input.signature);
  await db.transaction(async (tx) => {
    const me = callerPerson(auth);
    const current = await ownResult(tx, auth, form.id, me);
    if (current?.signedAt) throw alreadySigned();
    // Every required question must be answered before the form is signed (422 per question).
    validateAnswers(form.questions, current?.answers ?? {});
    const row =
      current ??
      (
        await tx
          .insert(formResults)
          .values({ tenantId: auth.tenantId, formId: form.id, personId: me, answers: {} })
          .returning()
      )[0]!;
    const pdf = await formPdf(tx, auth, form, row, { png, at: now, name: input.signerName });
    const [done] = await tx
      .update(formResults)
      .set({ signerName: input.signerName, signature: input.signature, signedAt: now, pdf })
      .where(and(eq(formResults.id, row.id), isNull(formResults.signedAt)))
      .returning({ id: formResults.id });
    if (!done) throw alreadySigned();
  });
  return getFormPerform(db, auth, form.id);
}

const fileNameOf = (name: string, signed: boolean) => `${formSlug(name)}${signed ? '-signed' : ''}.pdf`;

/** The answers as PDF (blank when none are given yet), without signature. */
export async function formPerformPdf(db: DbOrTx, auth: TAuth, formId: number) {
  const form = await questionnaire(db, auth, formId);
  const r = await ownResult(db, auth, formId);
  return { pdf: await formPdf(db, auth, form, r, null), fileName: fileNameOf(form.name, false) };
}

export async function signedFormPdf(db: DbOrTx, auth: TAuth, formId: number) {
  const form = await questionnaire(db, auth, formId);
  const r = await ownResult(db, auth, formId);
  if (!r?.signedAt || !r.pdf) throw notFound('Signed form');
  return { pdf: r.pdf, fileName: fileNameOf(form.name, true) };
}

export async function sendFormPerform(db: Db, mailer: TMailer, auth: TAuth, formId: number, input: TFormSendInput) {
  const { pdf, fileName } = await signedFormPdf(db, auth, formId);
  const form = await questionnaire(db, auth, formId);
  const reader = await readerOf(db, auth.tenantId, { email: input.email });
  const { t } = mailWords(reader);
  const mail = await mailer.send(db, {
    tenantId: auth.tenantId,
    to: input.email,
    ...composeMail(reader, {
      subject: t('formSigned.subject', { form: form.name }),
      paragraphs: [t('formSigned.intro', { form: form.name })],
    }),
    attachments: [{ fileName, contentType: 'application/pdf', content: pdf }],
  });
  return { sentTo: input.email, mailId: mail.id };
}
