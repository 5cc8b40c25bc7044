// /rateCards (right rateCards READ): price lists per company, with their items.
import { z } from 'zod';
import { ZRateCard, ZRateCardFilters, ZRateCardSummary } from '..';
import { dataResponse, defineOperation, ZIdParam } from '../../operation';
import * as catalogEndpoints from '../endpoints';

export const listRateCards = defineOperation({
  ...catalogEndpoints.listRateCards,
  access: { sessions: ['user'], rights: ['rateCards.READ'] },
  tags: ['rateCards'],
  summary: 'Rate cards of the tenant',
  request: { query: ZRateCardFilters },
  responses: { 200: dataResponse('Rate cards', z.array(ZRateCardSummary)) },
});

export const getRateCard = defineOperation({
  ...catalogEndpoints.getRateCard,
  access: { sessions: ['user'], rights: ['rateCards.READ'] },
  tags: ['rateCards'],
  summary: 'One rate card with its items',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Rate card', ZRateCard) },
});
