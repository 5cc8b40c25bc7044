// The signed PDF (rules §4: made when every signature is in): the uploaded pages as they were,
// followed by the signature pages, one signer after the other with their drawn signature, the
// time, their rating and the fields they filled in. Its subject names the signers, so that mail
// clients and search show who signed.
import { PDFDocument } from 'pdf-lib';
import { renderPdf } from '../../pdf/render-pdf';
import type { TPdfReader } from '../../pdf/pdf-words';
import { pdfWords } from '../../pdf/pdf-words';
import type { TFormQuestion } from '../../../../domain/field-work';

export type TSignedSignatory = {
  position: number;
  name: string;
  signerName: string;
  signedAt: Date;
  png: Buffer;
  rating: number | null;
  fields: TFormQuestion[];
  formFields: Record<string, string | number | boolean> | null;
};

export async function signedPdf(
  original: Buffer,
  doc: { id: number; title: string; typeName: string },
  signatories: readonly TSignedSignatory[],
  reader: TPdfReader,
): Promise<Buffer> {
  const w = pdfWords(reader);
  const answers: [string, string][] = [];
  for (const s of signatories) {
    if (s.rating !== null)
      answers.push([w.t('signatures.rating', { name: s.name }), w.t('signatures.ratingValue', { rating: s.rating })]);
    for (const f of s.fields) answers.push([`${s.name}: ${f.label}`, w.answer(f, s.formFields?.[f.id])]);
  }
  const names = signatories.map((s) => s.signerName).join(', ');
  const subject = w.t('signatures.subject', { title: doc.title, names });
  const pages = await renderPdf({
    reader,
    title: w.t('signatures.title'),
    facts: [
      [w.label('document'), doc.title],
      [w.label('type'), doc.typeName],
      [w.label('reference'), `D-${doc.id}`],
      [w.t('signedBy'), names],
    ],
    answers,
    signatures: signatories.map((s) => ({
      name: `${s.position}. ${s.signerName === s.name ? s.signerName : w.t('signatures.onBehalf', { signer: s.signerName, name: s.name })}`,
      png: s.png,
      signedAt: s.signedAt,
    })),
    subject,
  });
  const out = await PDFDocument.load(original);
  const extra = await PDFDocument.load(pages);
  for (const page of await out.copyPages(extra, extra.getPageIndices())) out.addPage(page);
  out.setSubject(subject);
  out.setProducer('Crewdeck');
  return Buffer.from(await out.save());
}
