// The check of a security check form in the browser, built from its questions: each answer as its
// question's type asks, the signer and the signature as the domain's input schema takes them.
// Loaded on first use, like every form schema. The backend checks the answers again.
import { z } from 'zod';
import { ZAnswers, ZSecurityCheckInput, type TAnswerValue, type TFormQuestion } from '@/lib/domain/field-work';
import type { TDraftAnswer } from './answers';

// The domain's answer types; a text answer keeps its length cap.
const [ZAnswerText, ZAnswerNumber] = ZAnswers.valueType.options;
const { signerName: ZSignerName, signature: ZSignature } = ZSecurityCheckInput.shape;

const missing = (ctx: z.RefinementCtx, input: unknown) =>
  ctx.addIssue({ code: 'custom', params: { key: 'required' }, input });

/** Text and numbers: an empty answer is none (refused where the question is required). */
function typed(q: TFormQuestion) {
  return ZAnswerText.transform((raw, ctx): TAnswerValue | null => {
    const text = raw.trim();
    if (!text) {
      if (q.required) missing(ctx, raw);
      return null;
    }
    if (q.type === 'text') return text;
    // A decimal comma is as good as a point.
    const number = ZAnswerNumber.safeParse(Number(text.replace(',', '.')));
    if (number.success) return number.data;
    ctx.addIssue({ code: 'custom', params: { key: 'notANumber' }, input: raw });
    return z.NEVER;
  });
}

/** Yes/no and choices: null while nothing is chosen, which reads as required, not as a wrong option. */
function chosen(q: TFormQuestion) {
  const value = q.type === 'yesNo' ? z.boolean() : z.string().pipe(z.enum(q.options ?? []));
  return q.required ? value : value.nullable();
}

export const answerSchema = (q: TFormQuestion) => (q.type === 'text' || q.type === 'number' ? typed(q) : chosen(q));

/** The form's values as the backend takes them: answers by question id, unanswered ones left out. */
export function securityCheckSchema(questions: readonly TFormQuestion[]) {
  const answers = questions.map(answerSchema) as unknown as [z.ZodType<TAnswerValue | null, TDraftAnswer>];
  return z
    .object({ answers: z.tuple(answers), signerName: ZSignerName, signature: ZSignature })
    .transform(({ answers: list, ...signed }) => ({
      ...signed,
      answers: Object.fromEntries(
        questions.flatMap((q, i): Array<[string, TAnswerValue]> => {
          const answer = list[i];
          return answer === null || answer === undefined ? [] : [[q.id, answer]];
        }),
      ),
    }));
}
