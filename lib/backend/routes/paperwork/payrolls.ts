// The routes of lib/domain/paperwork/operations/payrolls.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { listAnswer } from '../../http/openapi';
import { sendPdf } from '../../http/files';
import { paperworkRight } from '../../http/paperwork-guard';
import { getPayroll, listPayrolls } from '../../services/paperwork/payrolls';
import { declinePayrollItem, getPayrollItem, listPayrollItemActivities } from '../../services/paperwork/payroll-items';
import { listPayrollDocuments, payrollDocumentFile, payrollDownload } from '../../services/paperwork/payroll-documents';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/paperwork/operations/payrolls';

export function payrollRoutes() {
  const r = createRouter();
  r.openapi(route(op.listPayrolls, paperworkRight('payrolls.READ')), async (c) => {
    const q = c.req.valid('query');
    return c.json(listAnswer(q, await listPayrolls(c.var.deps.db, c.var.auth, q)), 200);
  });
  r.openapi(route(op.getPayroll, paperworkRight('payrolls.READ')), async (c) =>
    c.json({ data: await getPayroll(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.payrollDownload, paperworkRight('payrolls.READ')), async (c) => {
    const { id, documentType } = c.req.valid('param');
    return sendPdf(c, await payrollDownload(c.var.deps.db, c.var.auth, id, documentType));
  });
  r.openapi(route(op.getPayrollItem, paperworkRight('payrolls.READ')), async (c) =>
    c.json({ data: await getPayrollItem(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.listPayrollItemActivities, paperworkRight('payrolls.READ')), async (c) =>
    c.json({ data: await listPayrollItemActivities(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.declinePayrollItem, paperworkRight('payrolls.READ')), async (c) =>
    c.json(
      {
        data: await declinePayrollItem(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')),
      },
      200,
    ),
  );
  r.openapi(route(op.listPayrollDocuments, paperworkRight('payrolls.READ')), async (c) =>
    c.json({ data: await listPayrollDocuments(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );
  r.openapi(route(op.payrollDocumentFile, paperworkRight('payrolls.READ')), async (c) =>
    sendPdf(c, await payrollDocumentFile(c.var.deps.db, c.var.auth, c.req.valid('param').id)),
  );
  return r;
}
