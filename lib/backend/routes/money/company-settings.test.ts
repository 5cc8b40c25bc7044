// companies/{id}/settings: office and planners read and change them; numbers only move forward,
// prefixes are the company's own, and new receipts and invoices follow the settings.
import { companies } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { createClient, invoiceBody } from '../../test-support/money';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['office', 'planner', 'client', 'crew', 'moyoPlanner'] });

let companyId: number;
let branchId: number;
beforeAll(async () => {
  const list = (await be.call('GET', '/companies', { token: tokens.office })).body.data as {
    id: number;
    parentId: number | null;
  }[];
  companyId = list.find((c) => c.parentId === null)!.id;
  branchId = list.find((c) => c.parentId !== null)!.id;
});

const path = (id = companyId) => `/companies/${id}/settings`;

describe('company settings', () => {
  it('shows the seeded settings with the next numbers of both series', async () => {
    const res = await be.call('GET', path(), { token: tokens.planner });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      companyId,
      currency: 'EUR',
      invoicePrefix: 'CD-',
      receiptPrefix: 'CDR-',
      paymentTermDays: 30,
      senderEmail: 'billing@crewdeck.example',
      defaultVatRate: 21,
    });
    expect(res.body.data.invoiceNextNumber).toBeGreaterThan(1);
  });

  it('lets the office change them, and new invoices follow', async () => {
    const current = (await be.call('GET', path(branchId), { token: tokens.office })).body.data;
    const { companyId: _c, companyName: _n, version: _v, ...input } = current;
    const next = {
      ...input,
      currency: 'GBP',
      invoicePrefix: 'UK-',
      invoiceNextNumber: current.invoiceNextNumber + 100,
      paymentTermDays: 7,
      vatRates: [
        { name: 'Standard', rate: 20 },
        { name: 'Reduced', rate: 5 },
      ],
      defaultVatRate: 20,
    };
    const res = await be.call('PUT', path(branchId), { headers: ANY_VERSION, token: tokens.office, body: next });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ currency: 'GBP', invoicePrefix: 'UK-', paymentTermDays: 7 });
    const client = await createClient(be, 1);
    const inv = await be.call('POST', `/companies/${branchId}/invoices`, {
      token: tokens.office,
      body: invoiceBody(client.id, { date: '2026-05-01' }),
    });
    expect(inv.body.data).toMatchObject({
      number: `UK-${String(next.invoiceNextNumber).padStart(5, '0')}`,
      currency: 'GBP',
      dueDate: '2026-05-08',
    });
  });

  it('refuses a number that moves back, a prefix another company uses and a default rate not listed', async () => {
    const current = (await be.call('GET', path(), { token: tokens.office })).body.data;
    const { companyId: _c, companyName: _n, version: _v, ...input } = current;
    const back = await be.call('PUT', path(), {
      headers: ANY_VERSION,
      token: tokens.office,
      body: { ...input, invoiceNextNumber: 1 },
    });
    expect(back.status).toBe(422);
    expect(back.body.error.fieldKeys.invoiceNextNumber).toEqual({
      key: 'tooSmall',
      values: { min: current.invoiceNextNumber },
    });
    const branch = (await be.call('GET', path(branchId), { token: tokens.office })).body.data;
    const taken = await be.call('PUT', path(), {
      headers: ANY_VERSION,
      token: tokens.office,
      body: { ...input, receiptPrefix: branch.receiptPrefix },
    });
    expect(taken.body.error.fields).toHaveProperty('receiptPrefix');
    const rate = await be.call('PUT', path(), {
      headers: ANY_VERSION,
      token: tokens.office,
      body: { ...input, defaultVatRate: 7 },
    });
    expect(rate.body.error.fields).toHaveProperty('defaultVatRate');
    const after = await be.db.select({ settings: companies.settings }).from(companies);
    expect(JSON.stringify(after)).not.toContain('"defaultVatRate":7');
  });

  it('is for office and planners only (403 before validation), and 404 for another tenant', async () => {
    for (const token of [tokens.client, tokens.crew]) {
      expect((await be.call('GET', path(), { token })).status).toBe(403);
      expect((await be.call('PUT', path(), { token, body: { nonsense: 1 } })).status).toBe(403);
    }
    const o = { token: tokens.moyoPlanner, host: HOST_MOYO };
    expect((await be.call('GET', path(), o)).status).toBe(404);
    expect((await be.call('PUT', path(), { ...o, body: { nonsense: 1 } })).status).toBe(404);
  });
});
