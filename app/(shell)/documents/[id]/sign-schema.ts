// The check of the signing form in the browser, built from the fields the document asks: each
// answer as its question's type asks (the same rules as a form's questions), the optional rating,
// the signer and the signature as the domain takes them. Loaded on first use.
import { z } from 'zod';
import { ZSignDocumentInput } from '@/lib/domain/paperwork';
import type { TAnswerValue, TFormQuestion } from '@/lib/domain/field-work';
import { answersSchema } from '../../_paperwork/answer-schema';

const { signerName, signature } = ZSignDocumentInput.shape;

export function signSchema(fields: readonly TFormQuestion[]) {
  return z
    .object({
      fields: answersSchema(fields),
      rating: z.number().int().nullable(),
      signerName,
      signature,
    })
    .transform(({ fields: answers, rating, ...signed }) => ({
      ...signed,
      rating,
      formFields: Object.fromEntries(
        fields.flatMap((f, i): Array<[string, TAnswerValue]> => {
          const a = answers[i];
          return a === null || a === undefined ? [] : [[f.id, a]];
        }),
      ),
    }));
}
