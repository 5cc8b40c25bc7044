// /companies and /tenant/companies (rules §7): the companies and branches of the tenant,
// with each company's projects and rate cards.
import { z } from 'zod';
import { ZCompany } from '..';
import { ZRateCardSummary } from '../../catalog';
import { dataResponse, defineOperation, listResponse, ZIdParam, ZListQuery } from '../../operation';
import { ZProjectListFilters, ZProjectListItem } from '../../projects';
import * as peopleEndpoints from '../endpoints';

export const getCompany = defineOperation({
  ...peopleEndpoints.getCompany,
  access: { sessions: ['user'] },
  tags: ['companies'],
  summary: 'One company',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Company', ZCompany) },
});

export const listCompanyProjects = defineOperation({
  ...peopleEndpoints.listCompanyProjects,
  access: { sessions: ['user'], rights: ['projects.READ'] },
  tags: ['companies'],
  summary: "The company's projects the caller may see (same filters as /projects)",
  request: { params: ZIdParam, query: ZListQuery.extend(ZProjectListFilters.shape) },
  responses: { 200: listResponse('Projects', ZProjectListItem) },
});

export const listCompanyRateCards = defineOperation({
  ...peopleEndpoints.listCompanyRateCards,
  access: { sessions: ['user'], rights: ['rateCards.READ'] },
  tags: ['companies'],
  summary: "The company's rate cards (right rateCards READ)",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Rate cards', z.array(ZRateCardSummary)) },
});

export const listCompanies = defineOperation({
  ...peopleEndpoints.listCompanies,
  access: { sessions: ['user'] },
  tags: ['companies'],
  summary: 'Companies and branches of the tenant',
  responses: { 200: dataResponse('Companies', z.array(ZCompany)) },
});

export const listTenantCompanies = defineOperation({
  ...peopleEndpoints.listTenantCompanies,
  access: { sessions: ['user'] },
  tags: ['companies'],
  summary: 'Companies and branches of the tenant',
  responses: { 200: dataResponse('Companies', z.array(ZCompany)) },
});
