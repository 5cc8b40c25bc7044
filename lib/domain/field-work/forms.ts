// Forms (rules "Money and paperwork"): questionnaires and security checks, with the
// questions a person answers.
import { z } from 'zod';
import { ZId } from '../primitives';

export const FORM_KINDS = ['securityCheck', 'questionnaire'] as const;
export const ZFormKind = z.enum(FORM_KINDS);
export type TFormKind = z.infer<typeof ZFormKind>;
export const QUESTION_TYPES = ['yesNo', 'text', 'number', 'choice'] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];

export const ZFormQuestion = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(QUESTION_TYPES),
  /** The choices of a `choice` question. */
  options: z.array(z.string()).optional(),
  required: z.boolean(),
});
export type TFormQuestion = z.infer<typeof ZFormQuestion>;

export const ZForm = z.object({ id: ZId, name: z.string(), kind: ZFormKind, questions: z.array(ZFormQuestion) });
export type TForm = z.infer<typeof ZForm>;

export const ZFormFilters = z.object({ kind: ZFormKind.optional() });

export const ZAnswerValue = z.union([z.string(), z.number(), z.boolean()]);
export type TAnswerValue = z.infer<typeof ZAnswerValue>;
/** Answers by question id, as sent: checked against the form's own questions by the backend. */
export const ZAnswers = z
  .record(z.string().min(1).max(100), z.union([z.string().max(2000), z.number().finite(), z.boolean()]))
  .refine((a) => Object.keys(a).length <= 200, 'Too many answers');
