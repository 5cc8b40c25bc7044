// The routes of lib/domain/planning/operations/staffing-settings.ts (what they take, answer and
// allow is written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { route } from '../../http/operation-route';
import { getStaffingSettings, updateStaffingSettings } from '../../services/planning/staffing-settings';
import * as op from '../../../domain/planning/operations/staffing-settings';

export function staffingSettingRoutes() {
  const r = createRouter();
  r.openapi(route(op.getStaffingSettings), async (c) =>
    c.json({ data: await getStaffingSettings(c.var.deps.db, c.var.auth.tenantId) }, 200),
  );
  r.openapi(route(op.updateStaffingSettings), async (c) =>
    c.json({ data: await updateStaffingSettings(c.var.deps.db, c.var.auth.tenantId, c.req.valid('json')) }, 200),
  );
  return r;
}
