import { ZUnsubscribed, ZUnsubscribeToken } from '..';
import { dataResponse, defineOperation, PUBLIC } from '../../operation';
import * as systemEndpoints from '../endpoints';

export const unsubscribe = defineOperation({
  ...systemEndpoints.unsubscribe,
  access: { sessions: PUBLIC },
  tags: ['emailMessages'],
  summary: 'Stop notification mail to the address this message went to',
  request: { params: ZUnsubscribeToken },
  responses: { 200: dataResponse('Unsubscribed', ZUnsubscribed) },
});
