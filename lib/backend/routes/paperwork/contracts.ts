// /staffContracts/{id} and its documents (SPEC §7, right staffContracts): the contract with its
// figures computed from the planning; crew members read their own, planners and office all.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse } from '../../http/openapi';
import { paperworkRight } from '../../http/paperwork-guard';
import { getContract } from '../../services/paperwork/contracts';
import { listContractDocuments } from '../../services/paperwork/documents/list-documents';
import { ZContract, ZDocumentListItem } from '../../../domain/paperwork';

const mw = [requireAuth, paperworkRight('staffContracts.READ')];

export function contractRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/staffContracts/{id}',
      tags: ['staffContracts'],
      middleware: mw,
      summary: 'One contract: quota, planned, worked, time account (carried over) and vacation account',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Contract', ZContract) },
    }),
    async (c) => c.json({ data: await getContract(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/staffContracts/{id}/documents',
      tags: ['staffContracts'],
      middleware: mw,
      summary: 'The documents of a contract (the contract to sign, its annexes)',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Documents', z.array(ZDocumentListItem)) },
    }),
    async (c) => c.json({ data: await listContractDocuments(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  return r;
}
