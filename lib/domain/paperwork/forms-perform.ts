// Filling in a form (rules §7 formsPerform, forms/perform, formResults/perform): a person's one
// answer set of a questionnaire, saved question by question, then signed once (which makes the
// PDF) and sent by email if they like.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZAnswers, ZAnswerValue, ZForm } from '../field-work/forms';
import { ZSignature, ZSignerName } from '../field-work/signature';
import { ZCount, ZTimestamp } from '../response-parts';

export const FORM_PERFORM_STATUSES = ['new', 'inProgress', 'signed'] as const;
export type TFormPerformStatus = (typeof FORM_PERFORM_STATUSES)[number];

export const ZFormAnswersInput = z.strictObject({ formId: ZId, answers: ZAnswers });
export type TFormAnswersInput = z.infer<typeof ZFormAnswersInput>;

export const ZFormSignInput = z.strictObject({ signerName: ZSignerName, signature: ZSignature });
export type TFormSignInput = z.infer<typeof ZFormSignInput>;

export const ZFormSendInput = z.strictObject({ email: z.email('Enter a valid email address').max(254) });
export type TFormSendInput = z.infer<typeof ZFormSendInput>;

export const ZFormPerformResult = z.object({
  id: ZId,
  answers: z.record(z.string(), ZAnswerValue),
  signerName: z.string().nullable(),
  signedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});

export const ZFormPerform = z.object({
  form: ZForm,
  status: z.enum(FORM_PERFORM_STATUSES),
  result: ZFormPerformResult.nullable(),
});
export type TFormPerform = z.infer<typeof ZFormPerform>;

export const ZFormToPerform = z.object({
  id: ZId,
  name: z.string(),
  questions: ZCount,
  answered: ZCount,
  status: z.enum(FORM_PERFORM_STATUSES),
  signedAt: ZTimestamp.nullable(),
});
export type TFormToPerform = z.infer<typeof ZFormToPerform>;

export const ZFormSent = z.object({ sentTo: z.string(), mailId: ZId });

/** The form's name as a URL segment: `/forms/3/crew-feedback`. */
export const formSlug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'form';
