// The crew planner board (SPEC §2 /planner-crew): persons by days for clients and planners
// (right crews), and the open rows a planner may request a person for from a cell.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { clientsOrPlanners, needsRight, plannersOnly } from '../../http/guards';
import { dataResponse } from '../../http/openapi';
import { ZBoardQuery, ZOpenRow, ZOpenRowsQuery, ZPlannerBoard } from '../../../domain/planning';
import { getPlannerBoard, listOpenRows } from '../../services/planning/board';

export function plannerBoardRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/plannerBoard',
      middleware: [requireAuth, needsRight('crews.READ'), clientsOrPlanners] as const,
      tags: ['planning'],
      summary: 'Crew members by days over [from, to] (at most 42 days) with positions, absences and bank holidays',
      request: { query: ZBoardQuery },
      responses: { 200: dataResponse('Board', ZPlannerBoard) },
    }),
    async (c) => c.json({ data: await getPlannerBoard(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/plannerBoard/openRows',
      middleware: [requireAuth, plannersOnly] as const,
      tags: ['planning'],
      summary: 'Crew items worked on a date with free rows, those fitting the person first (planners)',
      request: { query: ZOpenRowsQuery },
      responses: { 200: dataResponse('Open rows', z.array(ZOpenRow)) },
    }),
    async (c) => c.json({ data: await listOpenRows(c.var.deps.db, c.var.auth, c.req.valid('query')) }, 200),
  );

  return r;
}
