// The signed PDF (SPEC §4: made when every signature is in): the uploaded pages as they were,
// followed by the signature pages, one signer after the other with their drawn signature, the
// time, their rating and the fields they filled in. Its subject names the signers, so that mail
// clients and search show who signed.
import { PDFDocument } from 'pdf-lib';
import { renderPdf } from '../../pdf/render-pdf';
import { utcToZonedDate, utcToZonedTime } from '../../../../domain/time-zone';
import type { TFormQuestion } from '../../../../domain/field-work';
import { answerText } from '../../field-work/forms';

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
  timeZone: string,
): Promise<Buffer> {
  const when = (d: Date) => `${utcToZonedDate(d, timeZone)} ${utcToZonedTime(d, timeZone)} (${timeZone})`;
  const answers: [string, string][] = [];
  for (const s of signatories) {
    if (s.rating !== null) answers.push([`${s.name}: rating`, `${s.rating} of 5`]);
    for (const f of s.fields) answers.push([`${s.name}: ${f.label}`, answerText(f, s.formFields?.[f.id])]);
  }
  const names = signatories.map((s) => s.signerName).join(', ');
  const pages = await renderPdf({
    title: 'Signatures',
    facts: [
      ['Document', doc.title],
      ['Type', doc.typeName],
      ['Reference', `D-${doc.id}`],
      ['Signed by', names],
    ],
    answers,
    signatures: signatories.map((s) => ({
      name: `${s.position}. ${s.signerName}${s.signerName === s.name ? '' : ` for ${s.name}`}`,
      png: s.png,
      signedAt: when(s.signedAt),
    })),
    subject: `${doc.title}: signed by ${names}`,
  });
  const out = await PDFDocument.load(original);
  const extra = await PDFDocument.load(pages);
  for (const page of await out.copyPages(extra, extra.getPageIndices())) out.addPage(page);
  out.setSubject(`${doc.title}: signed by ${names}`);
  out.setProducer('Crewdeck');
  return Buffer.from(await out.save());
}
