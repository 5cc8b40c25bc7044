// The answers of a form as the form holds them: one per question, in question order, as chosen
// or typed. The backend names an answer by its question's id (`answers.<id>`), the form by its
// place (`answers.<index>`): question ids are free text, and a path segment must not be.
import type { TSignerValues } from '@/app/_components/form/signer-fields';
import type { TFormQuestion } from '@/lib/domain/field-work';

/** Yes/no as a boolean, a choice as its option, text and numbers as typed; null while unanswered. */
export type TDraftAnswer = boolean | string | null;

/** What the security check form holds. */
export type TSecurityCheckValues = { answers: TDraftAnswer[] } & TSignerValues;

/** The empty answer of each question: nothing chosen, nothing typed. */
export const emptyAnswers = (questions: readonly TFormQuestion[]): TDraftAnswer[] =>
  questions.map((q) => (q.type === 'text' || q.type === 'number' ? '' : null));

/** The form's path of a path the backend names; null for `answers` as a whole or an unknown question. */
export function answerPath(questions: readonly TFormQuestion[], serverPath: string): string | null {
  if (!serverPath.startsWith('answers')) return serverPath;
  const index = questions.findIndex((q) => serverPath === `answers.${q.id}`);
  return index < 0 ? null : `answers.${index}`;
}
