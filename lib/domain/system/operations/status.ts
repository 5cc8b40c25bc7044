// /status and /version: the service's own health and version, without a login.
import { ZServiceStatus, ZVersion } from '..';
import { dataResponse, defineOperation, PUBLIC } from '../../operation';
import * as systemEndpoints from '../endpoints';

export const getStatus = defineOperation({
  ...systemEndpoints.getStatus,
  access: { sessions: PUBLIC },
  tags: ['system'],
  summary: 'Health of the service and its database',
  responses: {
    200: dataResponse('Healthy', ZServiceStatus),
    503: dataResponse('Database unreachable', ZServiceStatus),
  },
});

export const getVersion = defineOperation({
  ...systemEndpoints.getVersion,
  access: { sessions: PUBLIC },
  tags: ['system'],
  summary: 'Backend version',
  responses: { 200: dataResponse('Version', ZVersion) },
});
