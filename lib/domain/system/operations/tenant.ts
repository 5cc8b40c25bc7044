import { ZTenantConfig } from '../../auth';
import { dataResponse, defineOperation, PUBLIC } from '../../operation';
import * as systemEndpoints from '../endpoints';

export const getTenant = defineOperation({
  ...systemEndpoints.getTenant,
  access: { sessions: PUBLIC },
  tags: ['tenant'],
  summary: 'Configuration of the tenant served on this host',
  responses: { 200: dataResponse('Tenant configuration', ZTenantConfig) },
});
