// The /api/v1 paths of the service itself (public: no session needed), taken from the operations'
// endpoints (./endpoints).
import { pathOf } from '../endpoint';
import * as systemEndpoints from './endpoints';

export const systemPaths = {
  version: () => systemEndpoints.getVersion.path,
  status: () => systemEndpoints.getStatus.path,
};

/** Mail links: stop notification mail for the address the link was sent to (public). */
export const mailPaths = {
  unsubscribe: (token: string) => pathOf(systemEndpoints.unsubscribe, { token }),
};
