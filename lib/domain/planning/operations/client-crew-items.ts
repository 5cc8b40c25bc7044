// The planning crew item list (rules §2 /planning-crew-item-list; right planningCrewItemList):
// clients only.
import { z } from 'zod';
import { ZClientCrewItemsQuery, ZCrewItem } from '..';
import { ANY_SESSION, dataResponse, defineOperation } from '../../operation';
import * as planningEndpoints from '../endpoints';

export const listClientCrewItems = defineOperation({
  ...planningEndpoints.listClientCrewItems,
  access: { sessions: ANY_SESSION, rule: 'clientsOnly', rights: ['planningCrewItemList.READ'] },
  tags: ['planning'],
  summary: "The crew items of the client's projects over [from, to] (at most 62 days) with their rows",
  request: { query: ZClientCrewItemsQuery },
  responses: { 200: dataResponse('Crew items', z.array(ZCrewItem)) },
});
