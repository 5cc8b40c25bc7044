// Answers as forms hold them (yes/no as a boolean, a choice as its option, text and numbers as
// typed, null while unanswered): the same shape the security check uses.
import type { TFormQuestion } from '@/lib/domain/field-work';
export type { TDraftAnswer } from '../_crew/security-check/answers';
import type { TDraftAnswer } from '../_crew/security-check/answers';

export const emptyAnswer = (q: TFormQuestion): TDraftAnswer => (q.type === 'text' || q.type === 'number' ? '' : null);

/** A stored answer as the form holds it. */
export const draftOf = (q: TFormQuestion, value: string | number | boolean | undefined): TDraftAnswer =>
  value === undefined ? emptyAnswer(q) : typeof value === 'number' ? String(value) : value;
