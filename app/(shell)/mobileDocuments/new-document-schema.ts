// The check of the new-document form in the browser: the chosen ids (select values are text)
// become numbers and an empty choice none; the file must be a PDF file of at most 10 MB; every
// other rule is the domain's ZCreateDocumentInput. Loaded on first use; the server checks again.
import { z } from 'zod';
import { DOCUMENT_MAX_BYTES, ZCreateDocumentInput } from '@/lib/domain/paperwork';

export type TNewDocumentValues = {
  file: File | null;
  typeId: string;
  title: string;
  personId: string;
  companyId: string;
  signingOrder: 'oneByOne' | 'parallel';
  signatories: Array<{ personId: string }>;
};

const { typeId, title, signingOrder, signatories } = ZCreateDocumentInput.shape;
const chosen = z.string().transform((s) => (s === '' ? null : Number(s)));
/** A choice that must be made: its id. */
const required = z
  .string()
  .min(1)
  .transform((s) => Number(s));

export const newDocumentSchema = z.object({
  file: z
    .custom<File>((v) => v instanceof File, { params: { key: 'required' } })
    .refine((f) => f.size <= DOCUMENT_MAX_BYTES, { params: { key: 'invalid' } }),
  typeId: required.pipe(typeId),
  title,
  personId: chosen,
  companyId: chosen,
  signingOrder,
  signatories: z.array(z.object({ personId: required })).pipe(signatories),
});
