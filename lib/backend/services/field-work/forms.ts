// Forms (rules "Money and paperwork"): questionnaires and, for crews, security checks.
// Answers are checked against the form's own questions: required ones present, each of
// the question's type, and no answers to questions the form does not have.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forms } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, forbidden, notFound } from '../../errors';
import type { TAnswerValue, TForm, TFormKind, TFormQuestion } from '../../../domain/field-work';

const formColumns = { id: forms.id, name: forms.name, kind: forms.kind, questions: forms.questions };

function assertUserSession(auth: TAuth) {
  if (auth.type !== 'user') throw forbidden('This call needs a personal login');
}

export async function listForms(db: DbOrTx, auth: TAuth, kind?: TFormKind): Promise<TForm[]> {
  assertUserSession(auth);
  return db
    .select(formColumns)
    .from(forms)
    .where(and(eq(forms.tenantId, auth.tenantId), kind ? eq(forms.kind, kind) : undefined))
    .orderBy(asc(forms.name), asc(forms.id));
}

export async function getForm(db: DbOrTx, auth: TAuth, id: number): Promise<TForm> {
  const [row] = await db
    .select(formColumns)
    .from(forms)
    .where(and(eq(forms.id, id), eq(forms.tenantId, auth.tenantId)));
  if (!row) throw notFound('Form');
  assertUserSession(auth);
  return row;
}

/** The answers in question order, each checked against its question; 422 with a message per question. */
export function validateAnswers(
  questions: TFormQuestion[],
  answers: Record<string, TAnswerValue>,
  field = 'answers',
): Record<string, TAnswerValue> {
  const fields: Record<string, string> = {};
  const known = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers))
    if (!known.has(id)) fields[`${field}.${id}`] = 'This form has no such question';
  const out: Record<string, TAnswerValue> = {};
  for (const q of questions) {
    let value = answers[q.id];
    if (typeof value === 'string') value = value.trim();
    const key = `${field}.${q.id}`;
    if (value === undefined || value === '') {
      if (q.required) fields[key] = 'Answer this question';
      continue;
    }
    if (q.type === 'yesNo' && typeof value !== 'boolean') fields[key] = 'Answer yes or no';
    else if (q.type === 'number' && (typeof value !== 'number' || !Number.isFinite(value)))
      fields[key] = 'Enter a number';
    else if (q.type === 'number' && typeof value === 'number' && Math.abs(value) > 1e9)
      fields[key] = 'This number is too large';
    else if (q.type === 'text' && typeof value !== 'string') fields[key] = 'Enter text';
    else if (q.type === 'choice' && (typeof value !== 'string' || !(q.options ?? []).includes(value)))
      fields[key] = 'Choose one of the options';
    else out[q.id] = value;
  }
  if (Object.keys(fields).length)
    throw new ApiError('VALIDATION_FAILED', 'Some answers are missing or not valid', fields);
  return out;
}
