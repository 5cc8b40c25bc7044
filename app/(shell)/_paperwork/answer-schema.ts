// The check of a list of answers in the browser, one per question, by the rules the security
// check uses (a decimal comma is as good as a point; an empty answer is none). Loaded on first use.
import { z } from 'zod';
import type { TAnswerValue, TFormQuestion } from '@/lib/domain/field-work';
import { answerSchema } from '../_crew/security-check/security-check-schema';
import type { TDraftAnswer } from './answers';

export function answersSchema(questions: readonly TFormQuestion[]) {
  return z.tuple(questions.map(answerSchema) as unknown as [z.ZodType<TAnswerValue | null, TDraftAnswer>]);
}

/** One question's answer, as the form holds it under `answer`. */
export const singleAnswerSchema = (q: TFormQuestion) => z.object({ answer: answerSchema(q) });
