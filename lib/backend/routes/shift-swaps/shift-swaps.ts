// Shift swaps (issue 10): the person on a confirmed job offers it and may withdraw; crew with
// the vacancies right see the offers that fit them and take one; planners (as for vacancies)
// approve or reject. The rules are in services/shift-swaps/shift-swaps.ts.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { offsetOf, ZIdParam, ZListQuery } from '../../http/list';
import { dataResponse, listAnswer, listResponse } from '../../http/openapi';
import { ZJobSwap, ZShiftSwap, ZShiftSwapListItem } from '../../../domain/shift-swaps';
import { approveSwap, offerShift, rejectSwap, takeShift, withdrawSwap } from '../../services/shift-swaps/shift-swaps';
import { getJobSwap, listOfferedShifts, listPendingSwaps } from '../../services/shift-swaps/swap-lists';
import { vacancyCrew as crew, vacancyPlanners as planners } from '../vacancies/guards';

/** The job's own person: the services check that the job (or swap) is theirs. */
const person = [requireAuth, requireUserSession];

export function shiftSwapRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/jobs/{id}/shiftSwap',
      middleware: person,
      tags: ['shift swaps'],
      summary: "The caller's job: may it be offered for a swap now, and its latest swap",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Swap of the job', ZJobSwap) },
    }),
    async (c) => c.json({ data: await getJobSwap(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/jobs/{id}/shiftSwap',
      middleware: person,
      tags: ['shift swaps'],
      summary: 'Offer the caller’s confirmed job to colleagues, before it starts',
      request: { params: ZIdParam },
      responses: { 201: dataResponse('Offered', ZShiftSwap) },
    }),
    async (c) => c.json({ data: await offerShift(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 201),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/shiftSwaps/{id}/withdraw',
      middleware: person,
      tags: ['shift swaps'],
      summary: 'The offerer withdraws the offer, taken or not, until a planner approves it',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Withdrawn', ZShiftSwap) },
    }),
    async (c) => c.json({ data: await withdrawSwap(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/shiftSwaps/offered',
      middleware: crew,
      tags: ['shift swaps'],
      summary: 'Shifts colleagues offer that fit the caller’s functions, at times the caller is free',
      request: { query: ZListQuery },
      responses: { 200: listResponse('Offered shifts', ZShiftSwapListItem) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listOfferedShifts(c.var.deps.db, c.var.auth, { limit: q.limit, offset: offsetOf(q) });
      return c.json(listAnswer(q, page), 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/shiftSwaps/{id}/take',
      middleware: crew,
      tags: ['shift swaps'],
      summary: 'Take an offered shift (own function, free then: 409 SWAP_CONFLICT otherwise); the planners get a to-do',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Taken', ZShiftSwap) },
    }),
    async (c) => c.json({ data: await takeShift(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/shiftSwaps',
      middleware: planners,
      tags: ['shift swaps'],
      summary: 'Swaps under way, taken ones (waiting for an answer) first (planners)',
      request: { query: ZListQuery },
      responses: { 200: listResponse('Shift swaps', ZShiftSwapListItem) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listPendingSwaps(c.var.deps.db, c.var.auth, { limit: q.limit, offset: offsetOf(q) });
      return c.json(listAnswer(q, page), 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/shiftSwaps/{id}/approve',
      middleware: planners,
      tags: ['shift swaps'],
      summary:
        'Approve a taken swap: the taker is checked again (409 SWAP_CONFLICT if booked meanwhile), then gets the job',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Approved', ZShiftSwap) },
    }),
    async (c) => c.json({ data: await approveSwap(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/shiftSwaps/{id}/reject',
      middleware: planners,
      tags: ['shift swaps'],
      summary: 'Reject a swap: the job stays with the offerer',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Rejected', ZShiftSwap) },
    }),
    async (c) => c.json({ data: await rejectSwap(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );

  return r;
}
