// The routes of lib/domain/planning/operations/crew-items.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { plannersOrCrewChiefs } from '../../http/guards';
import { getCrewItem, getCrewItemStatus } from '../../services/planning/crew-items';
import {
  changeCrewItemStatus,
  createCrewItem,
  recordNoShow,
  updateCrewItem,
} from '../../services/planning/crew-item-writes';
import { route } from '../../http/operation-route';
import { ifMatchOf, withEtag } from '../../http/versions';
import * as op from '../../../domain/planning/operations/crew-items';

export function crewItemRoutes() {
  const r = createRouter();

  r.openapi(route(op.getCrewItem), async (c) =>
    c.json({ data: withEtag(c, await getCrewItem(c.var.deps.db, c.var.auth, c.req.valid('param').id)) }, 200),
  );

  r.openapi(route(op.getCrewItemStatus), async (c) =>
    c.json({ data: await getCrewItemStatus(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(route(op.createCrewItem), async (c) =>
    c.json({ data: await createCrewItem(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 201),
  );

  r.openapi(route(op.updateCrewItem), async (c) =>
    c.json(
      { data: withEtag(c, await updateCrewItem(c.var.deps.db, c.var.auth, c.req.valid('json'), ifMatchOf(c))) },
      200,
    ),
  );

  for (const [operation, action] of [
    [op.activateCrewItem, 'activate'],
    [op.crewItemNotNeeded, 'notNeeded'],
    [op.reactivateCrewItem, 'reactivate'],
  ] as const) {
    r.openapi(route(operation), async (c) =>
      c.json(
        {
          data: withEtag(
            c,
            await changeCrewItemStatus(c.var.deps.db, c.var.auth, c.req.valid('json').id, action, ifMatchOf(c)),
          ),
        },
        200,
      ),
    );
  }

  r.openapi(route(op.recordNoShow, plannersOrCrewChiefs), async (c) => {
    const { id, assignmentId } = c.req.valid('json');
    return c.json(
      { data: withEtag(c, await recordNoShow(c.var.deps.db, c.var.auth, id, assignmentId, ifMatchOf(c))) },
      200,
    );
  });

  return r;
}
