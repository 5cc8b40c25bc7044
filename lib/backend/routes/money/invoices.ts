// The routes of lib/domain/money/operations/invoices.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { listAnswer } from '../../http/openapi';
import { sendFile, sendPdf } from '../../http/files';
import { companyGuard, invoiceGuard, invoiceOf } from '../../http/money-guards';
import { tenantToday } from '../../services/projects/list';
import { listActivities } from '../../services/money/activities';
import { getFile, listFiles } from '../../services/money/files';
import { storedItems, toItem, toTotals } from '../../services/money/items';
import { getInvoice, listInvoices } from '../../services/money/invoice-read';
import { invoicePdf } from '../../services/money/invoice-pdf';
import { exportInvoices } from '../../services/money/list-exports';
import {
  addInvoiceNote,
  changeInvoiceStatus,
  copyInvoice,
  createInvoice,
  sendInvoice,
  updateInvoice,
} from '../../services/money/invoice-write';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/money/operations/invoices';
import { ifMatchOf, withEtag } from '../../http/versions';

/** The invoice as it is now, its version as the answer's ETag. */
async function answer(c: Context<AppEnv>, id: number) {
  const { db } = c.var.deps;
  return withEtag(c, await getInvoice(db, c.var.auth.tenantId, id, await tenantToday(db, c.var.auth.tenantId)));
}

export function invoiceRoutes() {
  const r = createRouter();

  r.openapi(route(op.listInvoices), async (c) => {
    const { db } = c.var.deps;
    const q = c.req.valid('query');
    const today = await tenantToday(db, c.var.auth.tenantId);
    return c.json(listAnswer(q, await listInvoices(db, c.var.auth, { ...q, today })), 200);
  });
  r.openapi(route(op.exportInvoices), async (c) => {
    const { db } = c.var.deps;
    const { format, ...filters } = c.req.valid('query');
    const today = await tenantToday(db, c.var.auth.tenantId);
    return sendFile(c, await exportInvoices(db, c.var.auth, { ...filters, today }, format));
  });
  r.openapi(route(op.listCompanyInvoices, companyGuard), async (c) => {
    const { db } = c.var.deps;
    const q = c.req.valid('query');
    const today = await tenantToday(db, c.var.auth.tenantId);
    const page = await listInvoices(db, c.var.auth, { ...q, companyId: c.req.valid('param').id, today });
    return c.json(listAnswer(q, page), 200);
  });
  r.openapi(route(op.createInvoice, companyGuard), async (c) => {
    const id = await createInvoice(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: await answer(c, id) }, 201);
  });

  r.openapi(route(op.getInvoice, invoiceGuard), async (c) =>
    c.json({ data: await answer(c, (await invoiceOf(c)).id) }, 200),
  );
  r.openapi(route(op.updateInvoice, invoiceGuard), async (c) => {
    const invoice = await invoiceOf(c);
    await updateInvoice(c.var.deps.db, c.var.auth, invoice, c.req.valid('json'), ifMatchOf(c));
    return c.json({ data: await answer(c, invoice.id) }, 200);
  });
  r.openapi(route(op.changeInvoiceStatus, invoiceGuard), async (c) => {
    const invoice = await invoiceOf(c);
    await changeInvoiceStatus(c.var.deps.db, c.var.auth, invoice, c.req.valid('json').status, ifMatchOf(c));
    return c.json({ data: await answer(c, invoice.id) }, 200);
  });
  r.openapi(route(op.sendInvoice, invoiceGuard), async (c) => {
    const invoice = await invoiceOf(c);
    const { db, mailer } = c.var.deps;
    await sendInvoice(db, mailer, c.var.auth, invoice, c.req.valid('json'), ifMatchOf(c));
    return c.json({ data: await answer(c, invoice.id) }, 200);
  });
  r.openapi(route(op.copyInvoice, invoiceGuard), async (c) => {
    const { db } = c.var.deps;
    const id = await copyInvoice(db, c.var.auth, await invoiceOf(c), await tenantToday(db, c.var.auth.tenantId));
    return c.json({ data: await answer(c, id) }, 201);
  });
  r.openapi(route(op.listInvoiceItems, invoiceGuard), async (c) => {
    const invoice = await invoiceOf(c);
    const items = await storedItems(c.var.deps.db, { kind: 'invoice', id: invoice.id });
    const data = {
      currency: invoice.currency,
      pricesIncludeVat: invoice.pricesIncludeVat,
      items: items.map(toItem),
      totals: toTotals(items, invoice.pricesIncludeVat),
    };
    return c.json({ data }, 200);
  });
  r.openapi(route(op.invoicePdf, invoiceGuard), async (c) =>
    sendPdf(c, await invoicePdf(c.var.deps.db, await invoiceOf(c))),
  );
  r.openapi(route(op.listInvoiceFiles, invoiceGuard), async (c) =>
    c.json({ data: await listFiles(c.var.deps.db, { kind: 'invoice', id: (await invoiceOf(c)).id }) }, 200),
  );
  r.openapi(route(op.invoiceFile, invoiceGuard), async (c) => {
    const invoice = await invoiceOf(c);
    const file = await getFile(c.var.deps.db, { kind: 'invoice', id: invoice.id }, c.req.valid('param').fileId);
    return sendFile(c, { data: file.data, fileName: file.fileName, contentType: file.mimeType });
  });
  r.openapi(route(op.listInvoiceActivities, invoiceGuard), async (c) =>
    c.json({ data: await listActivities(c.var.deps.db, { kind: 'invoice', id: (await invoiceOf(c)).id }) }, 200),
  );
  r.openapi(route(op.addInvoiceNote, invoiceGuard), async (c) => {
    const { db } = c.var.deps;
    const invoice = await invoiceOf(c);
    await addInvoiceNote(db, c.var.auth, invoice, c.req.valid('json').body);
    return c.json({ data: await listActivities(db, { kind: 'invoice', id: invoice.id }) }, 201);
  });
  return r;
}
