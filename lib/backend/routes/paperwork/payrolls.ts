// /payrolls, /payrollItems and /payrollDocuments (SPEC §7, right payrolls): a crew member's own
// payrolls, their items (declined with feedback) and documents; planners and office read all.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, fileResponse, jsonBody, listAnswer, listResponse } from '../../http/openapi';
import { sendPdf } from '../../http/files';
import { paperworkRight } from '../../http/paperwork-guard';
import { getPayroll, listPayrolls } from '../../services/paperwork/payrolls';
import { declinePayrollItem, getPayrollItem, listPayrollItemActivities } from '../../services/paperwork/payroll-items';
import { listPayrollDocuments, payrollDocumentFile, payrollDownload } from '../../services/paperwork/payroll-documents';
import {
  ZDeclinePayrollItemInput,
  ZPayroll,
  ZPayrollDocument,
  ZPayrollDocumentFilters,
  ZPayrollDocumentType,
  ZPayrollFilters,
  ZPayrollItemActivities,
  ZPayrollItemDetail,
  ZPayrollListItem,
} from '../../../domain/paperwork';

const mw = [requireAuth, paperworkRight('payrolls.READ')];

export function payrollRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/payrolls',
      tags: ['payrolls'],
      middleware: mw,
      summary: "The caller's payrolls, newest period first (planners and office: anyone's, by personId)",
      request: { query: ZListQuery.extend(ZPayrollFilters.shape) },
      responses: { 200: listResponse('Payrolls', ZPayrollListItem) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(listAnswer(q, await listPayrolls(c.var.deps.db, c.var.auth, q)), 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/payrolls/{id}',
      tags: ['payrolls'],
      middleware: mw,
      summary: 'One payroll: items, totals and documents',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Payroll', ZPayroll) },
    }),
    async (c) => c.json({ data: await getPayroll(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/payrolls/{id}/download/{documentType}',
      tags: ['payrolls'],
      middleware: mw,
      summary: "The payroll's payslip or annual statement as PDF",
      request: { params: ZIdParam.extend({ documentType: ZPayrollDocumentType }) },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    }),
    async (c) => {
      const { id, documentType } = c.req.valid('param');
      return sendPdf(c, await payrollDownload(c.var.deps.db, c.var.auth, id, documentType));
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/payrollItems/{id}',
      tags: ['payrollItems'],
      middleware: mw,
      summary: 'One payroll item, with its payroll and its to-dos',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Payroll item', ZPayrollItemDetail) },
    }),
    async (c) => c.json({ data: await getPayrollItem(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/payrollItems/{id}/activities',
      tags: ['payrollItems'],
      middleware: mw,
      summary: 'The to-dos a payroll item caused',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('To-dos', ZPayrollItemActivities) },
    }),
    async (c) =>
      c.json({ data: await listPayrollItemActivities(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/payrollItems/{id}/decline',
      tags: ['payrollItems'],
      middleware: mw,
      summary:
        "Decline an item of one's own payroll with feedback: a to-do for the Accountants, due tomorrow, priority 1",
      request: { params: ZIdParam, ...jsonBody(ZDeclinePayrollItemInput) },
      responses: { 200: dataResponse('Declined', ZPayrollItemDetail) },
    }),
    async (c) =>
      c.json(
        {
          data: await declinePayrollItem(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')),
        },
        200,
      ),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/payrollDocuments',
      tags: ['payrolls'],
      middleware: mw,
      summary: 'Payroll documents (payslips, annual statements), by type and year',
      request: { query: ZPayrollDocumentFilters },
      responses: { 200: dataResponse('Documents', z.array(ZPayrollDocument)) },
    }),
    async (c) => c.json({ data: await listPayrollDocuments(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/payrollDocuments/{id}/file',
      tags: ['payrolls'],
      middleware: mw,
      summary: 'A payroll document as PDF',
      request: { params: ZIdParam },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    }),
    async (c) => sendPdf(c, await payrollDocumentFile(c.var.deps.db, c.var.auth, c.req.valid('param').id)),
  );
  return r;
}
