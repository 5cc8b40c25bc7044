// Back-office demo data (rules "Money and paperwork", "Mailbox"): each company's paperwork
// settings; receipts in every status, some with a scan of the till receipt; invoices to the
// clients in every status (the demo client has one of each, and a draft it does not see),
// mailed with their PDF into the client's mailbox; and the welcome and password mails of the
// demo logins in the office mailbox. Everything goes through the services, as the office would
// do it, then is dated back to when it happened. Runs after the planning seed.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { companies, contacts, invoices, moneyActivities, persons, receipts, users } from '../db/schema';
import type { TAuth } from '../context';
import { zonedToUtc } from '../../domain/time-zone';
import { addDays } from '../../domain/calendar-days';
import type { TItemInput, TReceiptStatus } from '../../domain/money';
import { storeMail } from '../services/mail';
import type { TMailer } from '../services/mail-types';
import { welcomeMail } from '../services/auth/welcome-mail';
import { sendPasswordReset } from '../services/auth/password-reset';
import { renderPdf } from '../services/pdf/render-pdf';
import { updateCompanySettings } from '../services/money/settings';
import { findReceipt } from '../services/money/receipt-read';
import { changeReceiptStatus, createReceipt, uploadReceiptFile } from '../services/money/receipt-write';
import { uploadOfBytes } from '../services/uploads';
import { findInvoice } from '../services/money/invoice-read';
import { changeInvoiceStatus, createInvoice, sendInvoice } from '../services/money/invoice-write';
import type { TSeedTenant } from './base';
import { SEED_TIME_ZONE, uploadedPdfReader } from './context';
import { createRandom, type TRandom } from './random';
import { clock } from '../../domain/clock';
import type { TIfMatch } from '../../domain/versions';

/** The demo is written whatever the records' versions are (lib/domain/versions.ts). */
const SEEDED: TIfMatch = { any: true };

const DEFAULT_FROM = 'Crewdeck <no-reply@crewdeck.local>';

type TCompanyPlan = {
  invoicePrefix: string;
  receiptPrefix: string;
  senderEmail: string;
  senderAddress: string;
  paymentTermDays: number;
  receipts: number;
  invoices: number;
};

/** Per demo tenant, in the order seed/index.ts passes them: Crewdeck Demo, then Moyo Events. */
const PLANS: { origin: string; companies: [TCompanyPlan, TCompanyPlan] }[] = [
  {
    origin: 'http://localhost:3000',
    companies: [
      {
        invoicePrefix: 'CD-',
        receiptPrefix: 'CDR-',
        senderEmail: 'billing@crewdeck.example',
        senderAddress: 'Stationsplein 1, 3511 ED Utrecht',
        paymentTermDays: 30,
        receipts: 14,
        invoices: 12,
      },
      {
        invoicePrefix: 'CDS-',
        receiptPrefix: 'CDSR-',
        senderEmail: 'south@crewdeck.example',
        senderAddress: 'Markt 10, 5611 EC Eindhoven',
        paymentTermDays: 14,
        receipts: 5,
        invoices: 4,
      },
    ],
  },
  {
    origin: 'http://moyo.localhost:3000',
    companies: [
      {
        invoicePrefix: 'MO-',
        receiptPrefix: 'MOR-',
        senderEmail: 'facturen@moyo.example',
        senderAddress: 'Grote Markt 5, 9711 LV Groningen',
        paymentTermDays: 30,
        receipts: 6,
        invoices: 5,
      },
      {
        invoicePrefix: 'MOZ-',
        receiptPrefix: 'MOZR-',
        senderEmail: 'zuid@moyo.example',
        senderAddress: 'Vrijthof 2, 6211 LD Maastricht',
        paymentTermDays: 14,
        receipts: 2,
        invoices: 2,
      },
    ],
  },
];

const line = (description: string, quantity: number, unitPrice: number, vatRate: number): TItemInput => ({
  description,
  quantity,
  unitPrice,
  vatRate,
});

/** Till receipts: prices with VAT, as printed. */
const EXPENSES: { supplier: string; items: TItemInput[] }[] = [
  { supplier: 'Shell Utrecht Noord', items: [line('Diesel (litres)', 48.37, 189, 21)] },
  { supplier: 'Q-Park Centrum', items: [line('Parking, 6 hours', 1, 2400, 21)] },
  {
    supplier: 'Albert Heijn to go',
    items: [line('Sandwiches', 12, 395, 9), line('Coffee', 12, 280, 9), line('Water, 1.5 l', 6, 99, 9)],
  },
  { supplier: 'Hornbach', items: [line('Gaffer tape 50 mm', 6, 1295, 21), line('Cable ties (100)', 4, 649, 21)] },
  { supplier: 'NS Reizigers', items: [line('Train ticket Utrecht – Rotterdam', 2, 1190, 9)] },
  { supplier: 'Thomann', items: [line('XLR cable 10 m', 3, 2495, 21), line('Shipping', 1, 595, 21)] },
  { supplier: 'Gamma', items: [line('Work gloves', 10, 449, 21), line('Safety vest', 5, 799, 21)] },
];

/** Invoice lines: prices without VAT. */
const SERVICES: TItemInput[][] = [
  [line('Stagehand hours', 32, 3850, 21), line('Crew chief hours', 10, 4950, 21), line('Travel costs', 1, 8500, 21)],
  [line('Stagehand hours', 64.5, 3850, 21), line('Catering crew', 16, 1250, 9)],
  [line('Forklift with driver (hours)', 8, 7500, 21), line('Rigging crew hours', 24, 4450, 21)],
  [line('Hospitality staff hours', 40, 3275, 21), line('Meals', 20, 1150, 9), line('Discount', 1, -5000, 21)],
];

const RECEIPT_PLAN: TReceiptStatus[] = ['open', 'approved', 'paid', 'rejected', 'open', 'paid', 'approved'];
const INVOICE_PLAN = ['paid', 'sent', 'overdue', 'draft', 'paid', 'sent', 'paid', 'overdue', 'draft', 'paid'] as const;

/** Stores mail as delivered at `at` (no delivery job: the demo's mail went out long ago). */
function seedMailer(at: () => Date): TMailer {
  return {
    send: (db, mail) => storeMail(db, mail, { defaultFrom: DEFAULT_FROM, sentAt: at() }),
    deliver: async () => {},
  };
}

const morning = (date: string, minutes = 0) =>
  new Date(zonedToUtc(date, '09:00', SEED_TIME_ZONE).getTime() + minutes * 60_000);

async function backdate(db: DbOrTx, owner: { receiptId?: number; invoiceId?: number }, date: string) {
  const where = owner.receiptId
    ? eq(moneyActivities.receiptId, owner.receiptId)
    : eq(moneyActivities.invoiceId, owner.invoiceId!);
  await db
    .update(moneyActivities)
    .set({
      createdAt: sql`${morning(date).toISOString()}::timestamptz + (${moneyActivities.id} % 97) * interval '7 minutes'`,
    })
    .where(where);
}

async function tillReceiptPdf(supplier: string, date: string, items: TItemInput[]): Promise<Buffer> {
  return renderPdf({
    reader: uploadedPdfReader(supplier),
    title: supplier,
    facts: [['Date', date]],
    table: {
      headers: ['Item', 'Qty', 'Price'],
      widths: [260, 60, 80],
      rows: items.map((i) => [i.description, String(i.quantity), (i.unitPrice / 100).toFixed(2)]),
    },
    subject: `Receipt ${supplier} ${date}`,
  });
}

async function seedReceipts(db: Db, auth: TAuth, companyId: number, count: number, rnd: TRandom, today: string) {
  for (let i = 0; i < count; i++) {
    const expense = EXPENSES[(i + companyId) % EXPENSES.length]!;
    const date = addDays(today, -(3 + i * 4 + rnd.int(0, 2)));
    const status = RECEIPT_PLAN[i % RECEIPT_PLAN.length]!;
    const id = await createReceipt(db, auth, companyId, {
      date,
      supplierName: expense.supplier,
      description: i % 3 === 0 ? 'Bought on the way to the venue' : null,
      pricesIncludeVat: true,
      items: expense.items,
    });
    const [row] = await db.select({ number: receipts.number }).from(receipts).where(eq(receipts.id, id));
    if (i % 2 === 0) {
      const pdf = await tillReceiptPdf(expense.supplier, date, expense.items);
      const file = uploadOfBytes(Buffer.from(pdf), `till-receipt-${date}.pdf`);
      await uploadReceiptFile(db, auth, await findReceipt(db, auth.tenantId, row!.number), file);
    }
    const steps: TReceiptStatus[] =
      status === 'approved'
        ? ['approved']
        : status === 'paid'
          ? ['approved', 'paid']
          : status === 'rejected'
            ? ['rejected']
            : [];
    for (const step of steps)
      await changeReceiptStatus(db, auth, await findReceipt(db, auth.tenantId, row!.number), step, SEEDED);
    await db
      .update(receipts)
      .set({ createdAt: morning(date) })
      .where(eq(receipts.id, id));
    await backdate(db, { receiptId: id }, date);
  }
}

async function seedInvoices(
  db: Db,
  auth: TAuth,
  t: TSeedTenant,
  companyId: number,
  count: number,
  terms: number,
  today: string,
) {
  let at = clock.now();
  const mailer = seedMailer(() => at);
  const clientRows = await db
    .select({ id: contacts.id, email: contacts.email })
    .from(contacts)
    .where(inArray(contacts.id, t.clientContactIds));
  for (let i = 0; i < count; i++) {
    const plan = INVOICE_PLAN[i % INVOICE_PLAN.length]!;
    // The demo client (the first contact) gets the first five: one of each status, and a second paid one.
    const client = clientRows[i < 5 ? 0 : (i % (clientRows.length - 1)) + 1] ?? clientRows[0]!;
    const age = { paid: 75 - i * 3, sent: 6 + i, overdue: terms + 12 + i, draft: 1 }[plan];
    const date = addDays(today, -age);
    const id = await createInvoice(db, auth, companyId, {
      clientId: client.id,
      date,
      dueDate: null,
      reference: i % 2 === 0 ? `PO-${4500 + i * 17}` : null,
      notes: i % 4 === 1 ? 'Hours as signed on the delivery notes.' : null,
      pricesIncludeVat: false,
      items: SERVICES[i % SERVICES.length]!,
    });
    const [row] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, id));
    if (plan !== 'draft') {
      at = morning(date, 30);
      await sendInvoice(
        db,
        mailer,
        auth,
        await findInvoice(db, auth, row!.number),
        { to: client.email ?? 'client@example.com' },
        SEEDED,
      );
      await db.update(invoices).set({ sentAt: at }).where(eq(invoices.id, id));
    }
    if (plan === 'paid') {
      await changeInvoiceStatus(db, auth, await findInvoice(db, auth, row!.number), 'paid', SEEDED);
      await db
        .update(invoices)
        .set({ paidAt: morning(addDays(date, Math.min(terms, age) - 2)) })
        .where(eq(invoices.id, id));
    }
    await db
      .update(invoices)
      .set({ createdAt: morning(date) })
      .where(eq(invoices.id, id));
    await backdate(db, { invoiceId: id }, date);
  }
}

/** The welcome mail of every demo login, and a password reset of the first, in the office mailbox. */
async function seedAccountMail(db: Db, t: TSeedTenant, origin: string, today: string) {
  let at = morning(addDays(today, -40));
  const mailer = seedMailer(() => at);
  const rows = await db
    .select({ id: users.id, username: users.username, personId: users.personId })
    .from(users)
    .where(eq(users.tenantId, t.tenantId))
    .orderBy(users.id);
  for (const [i, u] of rows.entries()) {
    at = morning(addDays(today, -40 + i), 15);
    const [person] = await db.select({ firstName: persons.firstName }).from(persons).where(eq(persons.id, u.personId));
    const mail = await welcomeMail(db, {
      tenantId: t.tenantId,
      userId: u.id,
      to: u.username,
      firstName: person?.firstName ?? '',
      username: u.username,
      webOrigin: origin,
    });
    await mailer.send(db, mail);
  }
  const first = rows[0];
  if (first) {
    at = morning(addDays(today, -2), 120);
    await sendPasswordReset(db, mailer, { tenantId: t.tenantId, username: first.username, webOrigin: origin });
  }
}

export async function seedBackOffice(db: Db, tenants: TSeedTenant[]): Promise<void> {
  const today = clock.today(SEED_TIME_ZONE);
  for (const [n, t] of tenants.entries()) {
    const office = t.users['office@example.com'];
    const plan = PLANS[n];
    if (!office || !plan) continue;
    const auth: TAuth = {
      tenantId: t.tenantId,
      type: 'user',
      userId: office.userId,
      personId: office.personId,
      contactNumber: null,
      loginTypes: ['office'],
      projectId: null,
      plusCrewId: null,
    };
    const rnd = createRandom(40 + n);
    await seedAccountMail(db, t, plan.origin, today);
    for (const [k, companyId] of [t.companyId, t.branchId].entries()) {
      const p = plan.companies[k]!;
      const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
      await updateCompanySettings(
        db,
        auth,
        companyId,
        {
          currency: 'EUR',
          invoicePrefix: p.invoicePrefix,
          invoiceNextNumber: 1,
          receiptPrefix: p.receiptPrefix,
          receiptNextNumber: 1,
          vatRates: [
            { name: 'Standard', rate: 21 },
            { name: 'Reduced', rate: 9 },
            { name: 'Zero', rate: 0 },
          ],
          defaultVatRate: 21,
          paymentTermDays: p.paymentTermDays,
          senderName: company!.name,
          senderEmail: p.senderEmail,
          senderAddress: p.senderAddress,
        },
        SEEDED,
      );
      await seedReceipts(db, auth, companyId, p.receipts, rnd, today);
      await seedInvoices(db, auth, t, companyId, p.invoices, p.paymentTermDays, today);
    }
  }
}
