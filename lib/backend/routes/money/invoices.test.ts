// Invoices over HTTP: numbering without gaps or duplicates under 20 parallel creations, amounts
// computed on the server, copy, the rights of rules §6 (invoices READ, CREATE, EDIT), a client
// reading only their own sent invoices, and the PDF read back by an independent reader.
import { and, asc, eq } from 'drizzle-orm';
import { invoices, outgoingMails, outgoingMailAttachments } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { createClient, invoiceBody, loginWithRights } from '../../test-support/money';
import { pdfText } from '../../test-support/pdf-text';
import { insertNumberedDocument } from '../../services/money/numbered-insert';
import { clock } from '../../../domain/clock';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['office', 'planner', 'client', 'crew', 'moyoOffice'] });

const today = clock.today('Europe/Amsterdam');
let companyId: number;
let branchId: number;
let clientId: number;
beforeAll(async () => {
  const list = (await be.call('GET', '/companies', { token: tokens.office })).body.data as {
    id: number;
    parentId: number | null;
  }[];
  companyId = list.find((c) => c.parentId === null)!.id;
  branchId = list.find((c) => c.parentId !== null)!.id;
  clientId = (await createClient(be, 1)).id;
});

const create = (body: unknown, token = tokens.office, company = companyId) =>
  be.call('POST', `/companies/${company}/invoices`, { token, body });

async function download(path: string, token: string) {
  const res = await fetch(`${be.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': 'localhost' },
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('numbering', () => {
  it('gives 20 invoices created at once 20 consecutive numbers, no gap, no duplicate', async () => {
    const before = await be.db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(eq(invoices.companyId, branchId));
    const last = Math.max(0, ...before.map((r) => r.sequence));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(invoiceBody(clientId), tokens.office, branchId)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => a.body.data.number as string);
    expect(new Set(numbers).size).toBe(20);
    const rows = await be.db
      .select({ sequence: invoices.sequence, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.companyId, branchId))
      .orderBy(asc(invoices.sequence));
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: last + 20 }, (_, i) => i + 1));
    expect(
      rows
        .slice(-20)
        .map((r) => r.number)
        .sort(),
    ).toEqual([...numbers].sort());
    expect(numbers.every((n) => /^CDS-\d{5}$/.test(n))).toBe(true);
  });

  it('gives the number of a creation that fails after taking it back: the next one takes it', async () => {
    const first = (await create(invoiceBody(clientId))).body.data.number as string;
    let taken = '';
    await expect(
      insertNumberedDocument(be.db, { tenantId: 1, companyId, kind: 'invoice' }, async (_tx, n) => {
        taken = n.number;
        throw new Error('the items could not be stored');
      }),
    ).rejects.toThrow('the items could not be stored');
    const next = (await create(invoiceBody(clientId))).body.data.number as string;
    expect(Number(taken.slice(3))).toBe(Number(first.slice(3)) + 1);
    expect(next).toBe(taken);
  });
});

describe('amounts', () => {
  it('computes lines, VAT per rate and the total on the server, and the due date from the terms', async () => {
    const res = await create(invoiceBody(clientId));
    expect(res.status).toBe(201);
    const inv = res.body.data;
    // 32.5 × 38.50 = 1251.25; 12 × 12.50 = 150.00. VAT 21% 262.7625 → 262.76; 9% 13.50. Total 1677.51.
    expect(inv.items.map((i: { amount: number }) => i.amount)).toEqual([125125, 15000]);
    expect(inv.totals).toEqual({
      net: 140125,
      vat: 26276 + 1350,
      gross: 167751,
      vatLines: [
        { vatRate: 21, base: 125125, vat: 26276 },
        { vatRate: 9, base: 15000, vat: 1350 },
      ],
    });
    expect(inv).toMatchObject({ status: 'draft', dueDate: '2026-04-01', net: 140125, gross: 167751, currency: 'EUR' });
    const items = await be.call('GET', `/invoices/${inv.number}/items`, { token: tokens.office });
    expect(items.body.data.totals).toEqual(inv.totals);
  });

  it('refuses a due date before the invoice date and a client of another tenant, changing nothing', async () => {
    const before = await be.countRows(invoices);
    const early = await create(invoiceBody(clientId, { dueDate: '2026-03-01' }));
    expect(early.status).toBe(422);
    expect(early.body.error.fields).toHaveProperty('dueDate');
    const moyoClient = await createClient(be, 2);
    const foreign = await create(invoiceBody(moyoClient.id));
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.fields).toHaveProperty('clientId');
    expect(await be.countRows(invoices)).toBe(before);
  });
});

describe('copy, change and status', () => {
  it('keeps the items of a copy but gives it a new number, as a draft dated today', async () => {
    const original = (await create(invoiceBody(clientId))).body.data;
    await be.call('POST', `/invoices/${original.number}/status`, {
      headers: ANY_VERSION,
      token: tokens.office,
      body: { status: 'sent' },
    });
    const copy = await be.call('POST', `/invoices/${original.number}/copy`, { token: tokens.office });
    expect(copy.status).toBe(201);
    const c = copy.body.data;
    expect(c.number).not.toBe(original.number);
    expect(c).toMatchObject({ status: 'draft', copiedFrom: original.number, client: original.client });
    const strip = (items: { id: number }[]) => items.map(({ id: _, ...rest }) => rest);
    expect(strip(c.items)).toEqual(strip(original.items));
    expect(c.totals).toEqual(original.totals);
    expect(c.date).not.toBe(original.date);
  });

  it('changes a draft only; a sent invoice is locked', async () => {
    const inv = (await create(invoiceBody(clientId))).body.data;
    const body = invoiceBody(clientId, {
      items: [{ description: 'Show', quantity: 1, unitPrice: 10000, vatRate: 21 }],
    });
    const put = await be.call('PUT', `/invoices/${inv.number}`, { headers: ANY_VERSION, token: tokens.office, body });
    expect(put.body.data).toMatchObject({ net: 10000, vat: 2100, gross: 12100 });
    await be.call('POST', `/invoices/${inv.number}/status`, {
      headers: ANY_VERSION,
      token: tokens.office,
      body: { status: 'sent' },
    });
    const locked = await be.call('PUT', `/invoices/${inv.number}`, {
      headers: ANY_VERSION,
      token: tokens.office,
      body,
    });
    expect(locked.status).toBe(409);
    expect(locked.body.error.code).toBe('INVOICE_LOCKED');
    const paid = await be.call('POST', `/invoices/${inv.number}/status`, {
      headers: ANY_VERSION,
      token: tokens.office,
      body: { status: 'paid' },
    });
    expect(paid.body.data.status).toBe('paid');
    expect(paid.body.data.paidAt).not.toBeNull();
    const kinds = (await be.call('GET', `/invoices/${inv.number}/activities`, { token: tokens.office })).body.data.map(
      (a: { kind: string; detail: string | null }) => `${a.kind}:${a.detail ?? ''}`,
    );
    expect(kinds).toEqual(['status:paid', 'status:sent', 'updated:', 'created:']);
  });

  it('shows a sent invoice past its due date as overdue, and filters by it', async () => {
    const inv = (await create(invoiceBody(clientId, { date: '2025-01-02', dueDate: '2025-01-16' }))).body.data;
    const sent = await be.call('POST', `/invoices/${inv.number}/status`, {
      headers: ANY_VERSION,
      token: tokens.office,
      body: { status: 'sent' },
    });
    expect(sent.body.data.status).toBe('overdue');
    const overdue = await be.call('GET', `/invoices?status=overdue&clientId=${clientId}`, { token: tokens.office });
    expect(overdue.body.data.map((i: { number: string }) => i.number)).toContain(inv.number);
    expect(overdue.body.data.every((i: { status: string }) => i.status === 'overdue')).toBe(true);
  });
});

describe('sending', () => {
  it('mails the PDF from the company sender to the client, with copies, into the client’s mailbox', async () => {
    const inv = (await create(invoiceBody(clientId, { date: today }))).body.data;
    const res = await be.call('POST', `/invoices/${inv.number}/send`, {
      headers: ANY_VERSION,
      token: tokens.office,
      body: { to: 'ap@client.example', cc: ['boss@client.example'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'sent', sentTo: 'ap@client.example, boss@client.example' });
    const [mail] = await be.db
      .select()
      .from(outgoingMails)
      .where(and(eq(outgoingMails.to, 'ap@client.example')));
    expect(mail).toMatchObject({ cc: ['boss@client.example'], subject: expect.stringContaining(inv.number) });
    expect(mail!.from).toBe('Crewdeck Demo B.V. <billing@crewdeck.example>');
    expect(mail!.mailboxId).not.toBeNull();
    const [attachment] = await be.db
      .select()
      .from(outgoingMailAttachments)
      .where(eq(outgoingMailAttachments.mailId, mail!.id));
    expect(pdfText(attachment!.content)).toContain(`Invoice ${inv.number}`);
    const docs = await be.call('GET', `/invoices/${inv.number}/documents`, { token: tokens.office });
    expect(docs.body.data).toEqual([
      expect.objectContaining({ kind: 'invoicePdf', fileName: `invoice-${inv.number}.pdf` }),
    ]);
  });
});

describe('the invoice PDF', () => {
  it('holds the parties, the items, VAT per rate and the total, as pdftotext reads it', async () => {
    const inv = (await create(invoiceBody(clientId))).body.data;
    const pdf = await download(`/invoices/${inv.number}/pdf`, tokens.office);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = pdfText(pdf.bytes).replace(/\u00a0/g, ' ');
    for (const s of [
      `Draft invoice ${inv.number}`,
      'Crewdeck Demo B.V.',
      'Stationsplein 1, 3511 ED Utrecht',
      'NL001234567B01',
      inv.client.name,
      'Stagehand hours',
      '32.5',
      '€1,251.25',
      'VAT 21%',
      '€262.76',
      'VAT 9%',
      '€13.50',
      '€1,677.51',
      'PO-1',
      '1 April 2026',
    ])
      expect(text).toContain(s);
  });
});

describe('rights and who sees what', () => {
  it('answers 403 before validation to callers without CREATE or EDIT', async () => {
    const inv = (await create(invoiceBody(clientId))).body.data;
    for (const token of [tokens.client, tokens.planner, tokens.crew]) {
      expect((await create({ x: 1 }, token)).status).toBe(403);
      expect(
        (await be.call('PUT', `/invoices/${inv.number}`, { headers: ANY_VERSION, token, body: { x: 1 } })).status,
      ).toBe(403);
      expect((await be.call('POST', `/invoices/${inv.number}/copy`, { token })).status).toBe(403);
    }
    const creator = await loginWithRights(be, 1, ['office'], { invoices: ['READ', 'CREATE'] });
    expect((await be.call('POST', `/invoices/${inv.number}/copy`, { token: creator.token })).status).toBe(201);
    expect(
      (await be.call('PUT', `/invoices/${inv.number}`, { headers: ANY_VERSION, token: creator.token, body: {} }))
        .status,
    ).toBe(403);
    expect(
      (
        await be.call('POST', `/invoices/${inv.number}/status`, {
          headers: ANY_VERSION,
          token: creator.token,
          body: { status: 'sent' },
        })
      ).status,
    ).toBe(403);
    const editor = await loginWithRights(be, 1, ['office'], { invoices: ['READ', 'EDIT'] });
    expect((await create(invoiceBody(clientId), editor.token)).status).toBe(403);
    expect((await be.call('POST', `/invoices/${inv.number}/copy`, { token: editor.token })).status).toBe(403);
    expect(
      (
        await be.call('PUT', `/invoices/${inv.number}`, {
          headers: ANY_VERSION,
          token: editor.token,
          body: invoiceBody(clientId),
        })
      ).status,
    ).toBe(200);
  });

  it('lets a client read only the sent invoices of their own contact, and download them', async () => {
    const res = await be.call('GET', '/invoices', { token: tokens.client });
    expect(res.status).toBe(200);
    const mine = res.body.data as { number: string; status: string; client: { number: number } }[];
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(new Set(mine.map((i) => i.client.number))).toEqual(new Set([10001]));
    expect(new Set(mine.map((i) => i.status))).toEqual(new Set(['sent', 'overdue', 'paid']));
    const all = (await be.call('GET', '/invoices?clientId=' + mine[0]!.client.number, { token: tokens.office })).body
      .data;
    expect(all).toBeDefined();
    const officeView = (await be.call('GET', '/invoices', { token: tokens.office })).body.data as {
      number: string;
      status: string;
      client: { number: number };
    }[];
    const draft = officeView.find((i) => i.client.number === 10001 && i.status === 'draft')!;
    const other = officeView.find((i) => i.client.number !== 10001 && i.status !== 'draft')!;
    expect((await be.call('GET', `/invoices/${draft.number}`, { token: tokens.client })).status).toBe(404);
    expect((await be.call('GET', `/invoices/${other.number}`, { token: tokens.client })).status).toBe(404);
    expect((await download(`/invoices/${other.number}/pdf`, tokens.client)).status).toBe(404);
    const own = await be.call('GET', `/invoices/${mine[0]!.number}`, { token: tokens.client });
    expect(own.status).toBe(200);
    const pdf = await download(`/invoices/${mine[0]!.number}/pdf`, tokens.client);
    expect(pdf.status).toBe(200);
    expect(pdfText(pdf.bytes)).toContain(`Invoice ${mine[0]!.number}`);
    expect((await be.call('GET', `/invoices/${mine[0]!.number}/activities`, { token: tokens.client })).status).toBe(
      403,
    );
    expect(
      (await be.call('GET', `/companies/${companyId}/invoices`, { token: tokens.client })).body.data.length,
    ).toBeLessThanOrEqual(mine.length);
  });

  it('answers 404 to another tenant', async () => {
    const inv = (await create(invoiceBody(clientId))).body.data;
    const o = { token: tokens.moyoOffice, host: HOST_MOYO };
    expect((await be.call('GET', `/invoices/${inv.number}`, o)).status).toBe(404);
    expect((await be.call('PUT', `/invoices/${inv.number}`, { headers: ANY_VERSION, ...o, body: {} })).status).toBe(
      404,
    );
    expect(
      (await be.call('POST', `/invoices/${inv.number}/send`, { headers: ANY_VERSION, ...o, body: {} })).status,
    ).toBe(404);
    expect((await be.call('GET', `/companies/${companyId}/invoices`, o)).status).toBe(404);
  });
});
