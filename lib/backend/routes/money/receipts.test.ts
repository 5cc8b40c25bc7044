// Receipts over HTTP: the seeded demo, creating with totals computed on the server, files,
// status moves, copy and delete, and the rights of rules §6 (receipts READ, CREATE, DELETE),
// checked before the body is looked at. Another tenant's receipts answer 404.
import { eq } from 'drizzle-orm';
import { moneyFiles, receiptItems, receipts } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { loginWithRights, receiptBody } from '../../test-support/money';
import { drawSignaturePng } from '../../services/field-work/png';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['office', 'planner', 'client', 'crew', 'moyoOffice'] });

let companyId: number;
beforeAll(async () => {
  const list = await be.call('GET', '/companies', { token: tokens.office });
  companyId = list.body.data.find((c: { parentId: number | null }) => c.parentId === null).id;
});

const create = (body: unknown, token = tokens.office) =>
  be.call('POST', `/companies/${companyId}/receipts`, { token, body });

describe('the seeded receipts', () => {
  it('lists every status with the totals, newest first, and filters by status and company', async () => {
    const res = await be.call('GET', '/receipts', { token: tokens.office });
    expect(res.status).toBe(200);
    const statuses = new Set(res.body.data.map((r: { status: string }) => r.status));
    expect([...statuses].sort()).toEqual(['approved', 'open', 'paid', 'rejected']);
    const dates = res.body.data.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of res.body.data) expect(r.gross).toBe(r.net + r.vat);
    const paid = await be.call('GET', '/receipts?status=paid', { token: tokens.office });
    expect(paid.body.data.length).toBeGreaterThan(0);
    expect(paid.body.data.every((r: { status: string }) => r.status === 'paid')).toBe(true);
    const own = await be.call('GET', `/companies/${companyId}/receipts`, { token: tokens.office });
    expect(own.body.data.every((r: { company: { id: number } }) => r.company.id === companyId)).toBe(true);
    expect(own.body.data.length).toBeLessThan(res.body.data.length);
  });
});

describe('creating a receipt', () => {
  it('numbers it in the company series and computes the totals on the server', async () => {
    const res = await create(receiptBody());
    expect(res.status).toBe(201);
    const r = res.body.data;
    expect(r.number).toMatch(/^CDR-\d{5}$/);
    expect(r.status).toBe('open');
    expect(r.currency).toBe('EUR');
    // Prices with VAT: 21%: 48.37 × 1.89 = 91.42 → VAT 15.87; 9%: 12 × 3.95 = 47.40 → VAT 3.91.
    expect(r.items.map((i: { amount: number }) => i.amount)).toEqual([9142, 4740]);
    expect(r.totals).toEqual({
      net: 7555 + 4349,
      vat: 1587 + 391,
      gross: 13882,
      vatLines: [
        { vatRate: 21, base: 7555, vat: 1587 },
        { vatRate: 9, base: 4349, vat: 391 },
      ],
    });
    expect({ net: r.net, vat: r.vat, gross: r.gross }).toEqual({ net: 11904, vat: 1978, gross: 13882 });
    const next = await create(receiptBody());
    expect(Number(next.body.data.number.slice(4))).toBe(Number(r.number.slice(4)) + 1);
    const acts = await be.call('GET', `/receipts/${r.number}/activities`, { token: tokens.office });
    expect(acts.body.data.map((a: { kind: string }) => a.kind)).toEqual(['created']);
  });

  it('refuses bad input with a message per field and stores nothing', async () => {
    const before = await be.countRows(receipts);
    const res = await create({
      ...receiptBody(),
      supplierName: '',
      items: [{ description: 'x', quantity: 0.001, unitPrice: 1.5, vatRate: 101 }],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields).sort()).toEqual([
      'items.0.quantity',
      'items.0.unitPrice',
      'items.0.vatRate',
      'supplierName',
    ]);
    expect((await create({ ...receiptBody(), items: [] })).body.error.fields).toHaveProperty('items');
    expect(await be.countRows(receipts)).toBe(before);
  });

  it('answers 403 without the right, whatever the body, and 404 for another tenant’s company', async () => {
    for (const token of [tokens.planner, tokens.client, tokens.crew]) {
      expect((await create({ nonsense: true }, token)).status).toBe(403);
      expect((await be.call('GET', '/receipts', { token })).status).toBe(403);
    }
    const reader = await loginWithRights(be, 1, ['office'], { receipts: ['READ'] });
    expect((await create({ nonsense: true }, reader.token)).status).toBe(403);
    expect((await be.call('GET', '/receipts', { token: reader.token })).status).toBe(200);
    const moyo = await be.call('POST', `/companies/${companyId}/receipts`, {
      token: tokens.moyoOffice,
      host: HOST_MOYO,
      body: { nonsense: true },
    });
    expect(moyo.status).toBe(404);
  });
});

describe('a receipt’s files', () => {
  it('takes a photo or PDF with the type read from its bytes, serves it back, and removes it', async () => {
    const { number } = (await create(receiptBody())).body.data;
    const png = drawSignaturePng();
    const up = await be.upload(`/receipts/${number}/documents`, {
      token: tokens.office,
      file: new Blob([new Uint8Array(png)]),
      name: 'till roll.png',
    });
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ kind: 'upload', fileName: 'till-roll.png', mimeType: 'image/png' });
    const file = await fetch(`${be.url}/api/v1/receipts/${number}/documents/${up.body.data.id}`, {
      headers: { authorization: `Bearer ${tokens.office}`, 'x-forwarded-host': 'localhost' },
    });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

    const fake = await be.upload(`/receipts/${number}/documents`, {
      token: tokens.office,
      file: new Blob(['<script>alert(1)</script>']),
      name: 'receipt.pdf',
    });
    expect(fake.status).toBe(415);
    const pdf = await be.upload(`/receipts/${number}/documents`, {
      token: tokens.office,
      file: new Blob(['%PDF-1.4\n%test']),
      name: 'scan.pdf',
    });
    expect(pdf.body.data.mimeType).toBe('application/pdf');
    expect((await be.call('GET', `/receipts/${number}`, { token: tokens.office })).body.data.documentCount).toBe(2);

    const del = await be.call('DELETE', `/receipts/${number}/documents/${up.body.data.id}`, { token: tokens.office });
    expect(del.status).toBe(200);
    const list = await be.call('GET', `/receipts/${number}/documents`, { token: tokens.office });
    expect(list.body.data.map((f: { fileName: string }) => f.fileName)).toEqual(['scan.pdf']);
    const kinds = (await be.call('GET', `/receipts/${number}/activities`, { token: tokens.office })).body.data.map(
      (a: { kind: string }) => a.kind,
    );
    expect(kinds).toEqual(['documentRemoved', 'document', 'document', 'created']);
  });
});

describe('status, change, copy and delete', () => {
  it('moves open → approved → paid only, locks the receipt, and keeps it in the books', async () => {
    const { number } = (await create(receiptBody())).body.data;
    const move = (status: string) =>
      be.call('POST', `/receipts/${number}/status`, { headers: ANY_VERSION, token: tokens.office, body: { status } });
    expect((await move('paid')).status).toBe(409);
    expect((await move('approved')).body.data.status).toBe('approved');
    const edit = await be.call('PUT', `/receipts/${number}`, {
      headers: ANY_VERSION,
      token: tokens.office,
      body: receiptBody(),
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('RECEIPT_LOCKED');
    expect((await move('paid')).body.data.status).toBe('paid');
    const del = await be.call('DELETE', `/receipts/${number}`, { headers: ANY_VERSION, token: tokens.office });
    expect(del.body.error.code).toBe('RECEIPT_LOCKED');
  });

  it('changes an open receipt and recomputes its totals', async () => {
    const { number } = (await create(receiptBody())).body.data;
    const body = receiptBody({
      pricesIncludeVat: false,
      items: [{ description: 'Tape', quantity: 3, unitPrice: 1250, vatRate: 21 }],
    });
    const res = await be.call('PUT', `/receipts/${number}`, { headers: ANY_VERSION, token: tokens.office, body });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ net: 3750, vat: 788, gross: 4538, pricesIncludeVat: false });
  });

  it('copies the items under a new number, dated today, without the files', async () => {
    const original = (await create(receiptBody())).body.data;
    await be.upload(`/receipts/${original.number}/documents`, {
      token: tokens.office,
      file: new Blob([new Uint8Array(drawSignaturePng())]),
      name: 'a.png',
    });
    const copy = await be.call('POST', `/receipts/${original.number}/copy`, { token: tokens.office });
    expect(copy.status).toBe(201);
    expect(copy.body.data.number).not.toBe(original.number);
    expect(copy.body.data.copiedFrom).toBe(original.number);
    expect(copy.body.data.items.map(({ id: _, ...i }: { id: number }) => i)).toEqual(
      original.items.map(({ id: _, ...i }: { id: number }) => i),
    );
    expect(copy.body.data.totals).toEqual(original.totals);
    expect(copy.body.data.documentCount).toBe(0);
    expect(copy.body.data.status).toBe('open');
  });

  it('deletes with the DELETE right only, items and files with it', async () => {
    const { id, number } = (await create(receiptBody())).body.data;
    await be.upload(`/receipts/${number}/documents`, {
      token: tokens.office,
      file: new Blob([new Uint8Array(drawSignaturePng())]),
      name: 'a.png',
    });
    const clerk = await loginWithRights(be, 1, ['office'], { receipts: ['READ', 'CREATE'] });
    expect((await be.call('DELETE', `/receipts/${number}`, { headers: ANY_VERSION, token: clerk.token })).status).toBe(
      403,
    );
    const del = await be.call('DELETE', `/receipts/${number}`, { headers: ANY_VERSION, token: tokens.office });
    expect(del.status).toBe(200);
    expect((await be.call('GET', `/receipts/${number}`, { token: tokens.office })).status).toBe(404);
    expect(await be.db.select().from(receiptItems).where(eq(receiptItems.receiptId, id))).toEqual([]);
    expect(await be.db.select().from(moneyFiles).where(eq(moneyFiles.receiptId, id))).toEqual([]);
  });

  it('answers 404 to another tenant for every receipt call', async () => {
    const { number } = (await create(receiptBody())).body.data;
    const o = { token: tokens.moyoOffice, host: HOST_MOYO };
    for (const [method, path] of [
      ['GET', `/receipts/${number}`],
      ['GET', `/receipts/${number}/items`],
      ['GET', `/receipts/${number}/documents`],
      ['GET', `/receipts/${number}/activities`],
      ['PUT', `/receipts/${number}`],
      ['POST', `/receipts/${number}/copy`],
      ['DELETE', `/receipts/${number}`],
    ] as const)
      expect([
        method,
        path,
        (await be.call(method, path, { ...o, body: method === 'PUT' ? {} : undefined })).status,
      ]).toEqual([method, path, 404]);
  });
});
