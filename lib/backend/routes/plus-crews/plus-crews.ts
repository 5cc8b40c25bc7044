// The routes of lib/domain/plus-crews/operations/plus-crews.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { plusCrewGuard, plusCrewOf } from '../../http/plus-crew-guard';
import { findPlusCrew, listPlusCrews } from '../../services/plus-crews/plus-crews';
import { setLinkPassword } from '../../services/auth/link-passwords';
import { listValueTypes } from '../../services/plus-crews/value-types';
import { getPlusCrewValues, setPlusCrewSettings } from '../../services/plus-crews/values';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/plus-crews/operations/plus-crews';
import { ifMatchOf, withEtag } from '../../http/versions';

export function plusCrewRoutes() {
  const r = createRouter();
  r.openapi(route(op.listPlusCrews), async (c) =>
    c.json({ data: await listPlusCrews(c.var.deps.db, c.var.auth, c.req.valid('query').date) }, 200),
  );
  // Before /plusCrews/{number}, which would take "valueTypes" for a number.
  r.openapi(route(op.listValueTypes), async (c) =>
    c.json({ data: await listValueTypes(c.var.deps.db, c.var.auth.tenantId) }, 200),
  );
  r.openapi(route(op.getPlusCrew, plusCrewGuard), async (c) => c.json({ data: withEtag(c, await plusCrewOf(c)) }, 200));
  r.openapi(route(op.getPlusCrewValues, plusCrewGuard), async (c) =>
    c.json({ data: await getPlusCrewValues(c.var.deps.db, c.var.auth.tenantId, await plusCrewOf(c)) }, 200),
  );
  r.openapi(route(op.setPlusCrewSettings, plusCrewGuard), async (c) => {
    const crew = await plusCrewOf(c);
    const saved = await setPlusCrewSettings(c.var.deps.db, c.var.auth, crew, c.req.valid('json'), ifMatchOf(c));
    return c.json({ data: withEtag(c, saved) }, 200);
  });
  r.openapi(route(op.setLinkPassword, plusCrewGuard), async (c) => {
    const { db } = c.var.deps;
    const crew = await plusCrewOf(c);
    await setLinkPassword(db, c.var.auth.tenantId, { plusCrewId: crew.id }, c.req.valid('json').password);
    return c.json({ data: await findPlusCrew(db, c.var.auth, crew.number) }, 200);
  });
  return r;
}
