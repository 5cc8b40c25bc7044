// /payrolls, /payrollItems and /payrollDocuments (rules §7, right payrolls): a crew member's own
// payrolls, their items (declined with feedback) and documents; planners and office read all.
import { z } from 'zod';
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
} from '..';
import {
  ANY_SESSION,
  dataResponse,
  defineOperation,
  jsonBody,
  listResponse,
  ZIdParam,
  ZListQuery,
} from '../../operation';
import { fileResponse } from '../../operation-content';
import * as paperworkEndpoints from '../endpoints';

export const listPayrolls = defineOperation({
  ...paperworkEndpoints.listPayrolls,
  access: { sessions: ANY_SESSION },
  tags: ['payrolls'],
  summary: "The caller's payrolls, newest period first (planners and office: anyone's, by personId)",
  request: { query: ZListQuery.extend(ZPayrollFilters.shape) },
  responses: { 200: listResponse('Payrolls', ZPayrollListItem) },
});

export const getPayroll = defineOperation({
  ...paperworkEndpoints.getPayroll,
  access: { sessions: ANY_SESSION },
  tags: ['payrolls'],
  summary: 'One payroll: items, totals and documents',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Payroll', ZPayroll) },
});

export const payrollDownload = defineOperation({
  ...paperworkEndpoints.payrollDownload,
  access: { sessions: ANY_SESSION },
  tags: ['payrolls'],
  summary: "The payroll's payslip or annual statement as PDF",
  request: { params: ZIdParam.extend({ documentType: ZPayrollDocumentType }) },
  responses: { 200: fileResponse('PDF', 'application/pdf') },
});

export const getPayrollItem = defineOperation({
  ...paperworkEndpoints.getPayrollItem,
  access: { sessions: ANY_SESSION },
  tags: ['payrollItems'],
  summary: 'One payroll item, with its payroll and its to-dos',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Payroll item', ZPayrollItemDetail) },
});

export const listPayrollItemActivities = defineOperation({
  ...paperworkEndpoints.listPayrollItemActivities,
  access: { sessions: ANY_SESSION },
  tags: ['payrollItems'],
  summary: 'The to-dos a payroll item caused',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('To-dos', ZPayrollItemActivities) },
});

export const declinePayrollItem = defineOperation({
  ...paperworkEndpoints.declinePayrollItem,
  access: { sessions: ANY_SESSION },
  tags: ['payrollItems'],
  summary: "Decline an item of one's own payroll with feedback: a to-do for the Accountants, due tomorrow, priority 1",
  request: { params: ZIdParam, ...jsonBody(ZDeclinePayrollItemInput) },
  responses: { 200: dataResponse('Declined', ZPayrollItemDetail) },
});

export const listPayrollDocuments = defineOperation({
  ...paperworkEndpoints.listPayrollDocuments,
  access: { sessions: ANY_SESSION },
  tags: ['payrolls'],
  summary: 'Payroll documents (payslips, annual statements), by type and year',
  request: { query: ZPayrollDocumentFilters },
  responses: { 200: dataResponse('Documents', z.array(ZPayrollDocument)) },
});

export const payrollDocumentFile = defineOperation({
  ...paperworkEndpoints.payrollDocumentFile,
  access: { sessions: ANY_SESSION },
  tags: ['payrolls'],
  summary: 'A payroll document as PDF',
  request: { params: ZIdParam },
  responses: { 200: fileResponse('PDF', 'application/pdf') },
});
