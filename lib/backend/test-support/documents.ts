// A document to sign, made over HTTP as a planner would: a one-page PDF uploaded with one
// signatory, signed one by one. For tests of what its signing sends out (mail, signed PDF).
import { PDFDocument } from 'pdf-lib';
import { HOST_DEMO, type TTestBackend } from './test-backend';

async function onePagePdf() {
  const doc = await PDFDocument.create();
  doc.addPage();
  return Buffer.from(await doc.save());
}

/** Uploads a one-page document for `personId` to sign; resolves to its id and signatory ids. */
export async function documentToSign(be: TTestBackend, token: string, o: { title: string; personId: number }) {
  const types = (await be.call('GET', '/documentTypes', { token })).body.data as { id: number }[];
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await onePagePdf())]), 'contract.pdf');
  form.append(
    'data',
    JSON.stringify({
      typeId: types[0]!.id,
      title: o.title,
      signingOrder: 'oneByOne',
      personId: o.personId,
      signatories: [{ personId: o.personId }],
    }),
  );
  const res = await fetch(`${be.url}/api/v1/documents`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': HOST_DEMO, type: 'MOBILE' },
  });
  if (res.status !== 201) throw new Error(`POST /documents: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number; signatories: { id: number }[] } }).data;
}
