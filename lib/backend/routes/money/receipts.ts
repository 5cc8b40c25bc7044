// The routes of lib/domain/money/operations/receipts.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { listAnswer } from '../../http/openapi';
import { uploadBody } from '../../http/multipart';
import { sendFile } from '../../http/files';
import { companyGuard, receiptGuard, receiptOf } from '../../http/money-guards';
import { tenantToday } from '../../services/projects/list';
import { listActivities } from '../../services/money/activities';
import { getFile, listFiles } from '../../services/money/files';
import { getReceipt, listReceipts } from '../../services/money/receipt-read';
import { exportReceipts } from '../../services/money/list-exports';
import {
  addReceiptNote,
  changeReceiptStatus,
  copyReceipt,
  createReceipt,
  deleteReceipt,
  removeReceiptFile,
  updateReceipt,
  uploadReceiptFile,
} from '../../services/money/receipt-write';
import { storedItems, toItem, toTotals } from '../../services/money/items';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/money/operations/receipts';
import { ifMatchOf, withEtag } from '../../http/versions';

export function receiptRoutes() {
  const r = createRouter();

  r.openapi(route(op.listReceipts), async (c) => {
    const q = c.req.valid('query');
    return c.json(listAnswer(q, await listReceipts(c.var.deps.db, c.var.auth, q)), 200);
  });
  r.openapi(route(op.exportReceipts), async (c) => {
    const { format, ...filters } = c.req.valid('query');
    return sendFile(c, await exportReceipts(c.var.deps.db, c.var.auth, filters, format));
  });
  r.openapi(route(op.listCompanyReceipts, companyGuard), async (c) => {
    const q = c.req.valid('query');
    const companyId = c.req.valid('param').id;
    return c.json(listAnswer(q, await listReceipts(c.var.deps.db, c.var.auth, { ...q, companyId })), 200);
  });
  r.openapi(route(op.createReceipt, companyGuard), async (c) => {
    const { db } = c.var.deps;
    const id = await createReceipt(db, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: withEtag(c, await getReceipt(db, c.var.auth.tenantId, id)) }, 201);
  });

  r.openapi(route(op.getReceipt, receiptGuard), async (c) => {
    const receipt = await getReceipt(c.var.deps.db, c.var.auth.tenantId, (await receiptOf(c)).id);
    return c.json({ data: withEtag(c, receipt) }, 200);
  });
  r.openapi(route(op.updateReceipt, receiptGuard), async (c) => {
    const { db } = c.var.deps;
    const receipt = await receiptOf(c);
    await updateReceipt(db, c.var.auth, receipt, c.req.valid('json'), ifMatchOf(c));
    return c.json({ data: withEtag(c, await getReceipt(db, c.var.auth.tenantId, receipt.id)) }, 200);
  });
  r.openapi(route(op.deleteReceipt, receiptGuard), async (c) => {
    const receipt = await receiptOf(c);
    await deleteReceipt(c.var.deps.db, c.var.auth, receipt, ifMatchOf(c));
    return c.json({ data: { id: receipt.id } }, 200);
  });
  r.openapi(route(op.changeReceiptStatus, receiptGuard), async (c) => {
    const { db } = c.var.deps;
    const receipt = await receiptOf(c);
    await changeReceiptStatus(db, c.var.auth, receipt, c.req.valid('json').status, ifMatchOf(c));
    return c.json({ data: withEtag(c, await getReceipt(db, c.var.auth.tenantId, receipt.id)) }, 200);
  });
  r.openapi(route(op.copyReceipt, receiptGuard), async (c) => {
    const { db } = c.var.deps;
    const auth = c.var.auth;
    const id = await copyReceipt(db, auth, await receiptOf(c), await tenantToday(db, auth.tenantId));
    return c.json({ data: withEtag(c, await getReceipt(db, auth.tenantId, id)) }, 201);
  });
  r.openapi(route(op.listReceiptItems, receiptGuard), async (c) => {
    const receipt = await receiptOf(c);
    const items = await storedItems(c.var.deps.db, { kind: 'receipt', id: receipt.id });
    const data = {
      currency: receipt.currency,
      pricesIncludeVat: receipt.pricesIncludeVat,
      items: items.map(toItem),
      totals: toTotals(items, receipt.pricesIncludeVat),
    };
    return c.json({ data }, 200);
  });

  r.openapi(route(op.listReceiptFiles, receiptGuard), async (c) =>
    c.json({ data: await listFiles(c.var.deps.db, { kind: 'receipt', id: (await receiptOf(c)).id }) }, 200),
  );
  r.openapi(route(op.uploadReceiptFile, receiptGuard), async (c) => {
    const { db } = c.var.deps;
    const receipt = await receiptOf(c);
    const fileId = await uploadReceiptFile(db, c.var.auth, receipt, uploadBody(c.req.raw));
    const files = await listFiles(db, { kind: 'receipt', id: receipt.id });
    return c.json({ data: files.find((f) => f.id === fileId)! }, 201);
  });
  r.openapi(route(op.receiptFile, receiptGuard), async (c) => {
    const receipt = await receiptOf(c);
    const file = await getFile(c.var.deps.db, { kind: 'receipt', id: receipt.id }, c.req.valid('param').fileId);
    return sendFile(c, { data: file.data, fileName: file.fileName, contentType: file.mimeType }, 'inline');
  });
  r.openapi(route(op.removeReceiptFile, receiptGuard), async (c) => {
    const { fileId } = c.req.valid('param');
    await removeReceiptFile(c.var.deps.db, c.var.auth, await receiptOf(c), fileId);
    return c.json({ data: { id: fileId } }, 200);
  });

  r.openapi(route(op.listReceiptActivities, receiptGuard), async (c) =>
    c.json({ data: await listActivities(c.var.deps.db, { kind: 'receipt', id: (await receiptOf(c)).id }) }, 200),
  );
  r.openapi(route(op.addReceiptNote, receiptGuard), async (c) => {
    const { db } = c.var.deps;
    const receipt = await receiptOf(c);
    await addReceiptNote(db, c.var.auth, receipt, c.req.valid('json').body);
    return c.json({ data: await listActivities(db, { kind: 'receipt', id: receipt.id }) }, 201);
  });
  return r;
}
