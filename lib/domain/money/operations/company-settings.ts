// /companies/{id}/settings (rules §7): the company's paperwork settings. Office staff and planners
// read and change them (the right to file receipts or invoices is not needed to keep them).
import { ZCompanySettings, ZCompanySettingsInput } from '..';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import * as moneyEndpoints from '../endpoints';
import { ZIfMatchHeaders } from '../../version-headers';

export const getCompanySettings = defineOperation({
  ...moneyEndpoints.getCompanySettings,
  access: { sessions: ANY_SESSION, rule: 'plannersOrOffice' },
  tags: ['companies'],
  summary: 'Currency, numbering, VAT rates, payment terms and invoice sender of the company',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Settings', ZCompanySettings) },
});

export const updateCompanySettings = defineOperation({
  ...moneyEndpoints.updateCompanySettings,
  access: { sessions: ANY_SESSION, rule: 'plannersOrOffice' },
  tags: ['companies'],
  summary: 'Change them all; next numbers only move forward, and no two companies share a prefix',
  request: { params: ZIdParam, headers: ZIfMatchHeaders, ...jsonBody(ZCompanySettingsInput) },
  responses: { 200: dataResponse('Settings', ZCompanySettings) },
});
