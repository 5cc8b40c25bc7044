// Several people at once on receipts and invoices (lib/domain/versions.ts), over HTTP and on both
// drivers: a change, a status move, a deletion and a send refuse a missing version (428) and an
// older one (412, with who and when); of two changes based on one version exactly one wins; the
// version counts up on every committed change, its lines' alone too, never on a refused one. (A new
// one is written twice in its creating transaction, its totals after its lines: it starts at 2.)
import { eq } from 'drizzle-orm';
import { invoices, receipts } from '../db/schema';
import { tokenPerson } from '../test-support/fixtures';
import { createClient, invoiceBody, receiptBody } from '../test-support/money';
import { withBackend } from '../test-support/with-backend';
import { versionOf } from '../test-support/versions';

const { be, tokens } = withBackend({ as: ['office'] });

let companyId: number;
let clientId: number;
beforeAll(async () => {
  const list = await be.call('GET', '/companies', { token: tokens.office });
  companyId = list.body.data.find((c: { parentId: number | null }) => c.parentId === null).id;
  clientId = (await createClient(be, tokenPerson(tokens.office).tenantId)).id;
});

const call = (method: string, path: string, ifMatch?: string, body?: unknown) =>
  be.call(method, path, { token: tokens.office, body, headers: versionOf(ifMatch) });
const receiptVersion = async (number: string) =>
  (await be.db.select().from(receipts).where(eq(receipts.number, number)))[0]!.version;
const invoiceVersion = async (number: string) =>
  (await be.db.select().from(invoices).where(eq(invoices.number, number)))[0]!.version;
const newReceipt = async () =>
  (await call('POST', `/companies/${companyId}/receipts`, undefined, receiptBody())).body.data as {
    number: string;
    version: number;
  };
const newInvoice = async () =>
  (await call('POST', `/companies/${companyId}/invoices`, undefined, invoiceBody(clientId))).body.data as {
    number: string;
    version: number;
  };

describe('receipts carry a version', () => {
  it('answers with it and counts it up on every committed change, a change of its lines alone too', async () => {
    const { number, version: v } = await newReceipt();
    const seen = await call('GET', `/receipts/${number}`);
    expect([seen.body.data.version, seen.headers.get('etag')]).toEqual([v, `"${v}"`]);
    const lines = receiptBody().items.map((i, n) => (n === 0 ? { ...i, description: 'Diesel, van 2' } : i));
    const changed = await call('PUT', `/receipts/${number}`, `"${v}"`, receiptBody({ items: lines }));
    expect([changed.status, changed.body.data.version, changed.headers.get('etag')]).toEqual([
      200,
      v + 1,
      `"${v + 1}"`,
    ]);
    const moved = await call('POST', `/receipts/${number}/status`, `"${v + 1}"`, { status: 'approved' });
    expect([moved.status, moved.body.data.version]).toEqual([200, v + 2]);
    // Refused (an approved receipt is locked): no new version.
    expect((await call('PUT', `/receipts/${number}`, `"${v + 2}"`, receiptBody())).status).toBe(409);
    expect(await receiptVersion(number)).toBe(v + 2);
  });

  it('refuses a change, a status move or a deletion without If-Match (428) or with an older version (412)', async () => {
    const { number, version: v } = await newReceipt();
    expect((await call('PUT', `/receipts/${number}`, undefined, receiptBody())).status).toBe(428);
    expect((await call('POST', `/receipts/${number}/status`, undefined, { status: 'approved' })).status).toBe(428);
    expect((await call('DELETE', `/receipts/${number}`)).status).toBe(428);
    const total = receiptBody({ supplierName: 'Total' });
    expect((await call('PUT', `/receipts/${number}`, `"${v}"`, total)).status).toBe(200);
    const stale = await call('POST', `/receipts/${number}/status`, `"${v}"`, { status: 'approved' });
    expect(stale.status).toBe(412);
    expect(stale.body.error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      details: { version: v + 1, changedBy: { id: tokenPerson(tokens.office).personId } },
    });
    expect((await call('DELETE', `/receipts/${number}`, `"${v}"`)).status).toBe(412);
    expect((await call('GET', `/receipts/${number}`)).body.data).toMatchObject({
      status: 'open',
      supplierName: 'Total',
    });
    expect((await call('DELETE', `/receipts/${number}`, `"${v + 1}"`)).status).toBe(200);
  });

  it('of two changes based on one version, exactly one wins', async () => {
    const { number, version: v } = await newReceipt();
    const results = await Promise.all(
      ['Esso', 'BP'].map((supplierName) => call('PUT', `/receipts/${number}`, `"${v}"`, receiptBody({ supplierName }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.status === 200)!.body.data as { supplierName: string };
    expect((await call('GET', `/receipts/${number}`)).body.data.supplierName).toBe(winner.supplierName);
    expect(await receiptVersion(number)).toBe(v + 1);
  });
});

describe('invoices carry a version', () => {
  it('refuses a change, a status move or a send without If-Match (428) or with an older version (412)', async () => {
    const { number, version: v } = await newInvoice();
    expect((await call('PUT', `/invoices/${number}`, undefined, invoiceBody(clientId))).status).toBe(428);
    expect((await call('POST', `/invoices/${number}/status`, undefined, { status: 'sent' })).status).toBe(428);
    expect((await call('POST', `/invoices/${number}/send`, undefined, { to: 'ap@client.example' })).status).toBe(428);
    const po = invoiceBody(clientId, { reference: 'PO-1' });
    const changed = await call('PUT', `/invoices/${number}`, `"${v}"`, po);
    expect([changed.status, changed.body.data.version, changed.headers.get('etag')]).toEqual([
      200,
      v + 1,
      `"${v + 1}"`,
    ]);
    // The invoice as the sender saw it is what the client gets: not once it changed meanwhile.
    const stale = await call('POST', `/invoices/${number}/send`, `"${v}"`, { to: 'ap@client.example' });
    expect(stale.status).toBe(412);
    expect(stale.body.error.details).toMatchObject({ version: v + 1 });
    expect((await call('POST', `/invoices/${number}/status`, `"${v}"`, { status: 'sent' })).status).toBe(412);
    expect((await call('GET', `/invoices/${number}`)).body.data).toMatchObject({ status: 'draft', sentAt: null });
    const sent = await call('POST', `/invoices/${number}/send`, `"${v + 1}"`, { to: 'ap@client.example' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.sentAt).not.toBeNull();
    expect(sent.body.data.version).toBeGreaterThan(v + 1);
    expect(await invoiceVersion(number)).toBe(sent.body.data.version);
  });

  it('of two changes based on one version, exactly one wins', async () => {
    const { number, version: v } = await newInvoice();
    const results = await Promise.all(
      ['PO-7', 'PO-8'].map((reference) =>
        call('PUT', `/invoices/${number}`, `"${v}"`, invoiceBody(clientId, { reference })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.status === 200)!.body.data as { reference: string };
    expect((await call('GET', `/invoices/${number}`)).body.data.reference).toBe(winner.reference);
    expect(await invoiceVersion(number)).toBe(v + 1);
  });
});
