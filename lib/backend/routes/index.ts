// The route table of /api/v1. Add each resource's router here.
import type { TRouter } from '../http/router';
import { authRoutes } from './auth';
import { emailUnsubscribeRoutes } from './email-unsubscribe';
import { systemRoutes } from './system';
import { tenantRoutes } from './tenant';

export const resourceRouters: ReadonlyArray<() => TRouter> = [
  systemRoutes,
  tenantRoutes,
  authRoutes,
  emailUnsubscribeRoutes,
];
