// /offlineDay: the crew member's own days in one answer, for the phone to keep. The
// same right as the jobs and the personal calendar it holds.
import { ZOfflineDay } from '..';
import { ANY_SESSION, dataResponse, defineOperation } from '../../operation';
import * as selfServiceEndpoints from '../endpoints';

export const getOfflineDay = defineOperation({
  ...selfServiceEndpoints.getOfflineDay,
  access: { sessions: ANY_SESSION, rights: ['projects.READ'] },
  tags: ['jobs'],
  summary:
    "The caller's jobs of the last 7 and the next 14 days with their crews, calendar, documents to sign and, for a crew chief, today's crew papers",
  responses: { 200: dataResponse('Offline day', ZOfflineDay) },
});
