// The routes of lib/domain/paperwork/operations/contracts.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { paperworkRight } from '../../http/paperwork-guard';
import { getContract } from '../../services/paperwork/contracts';
import { listContractDocuments } from '../../services/paperwork/documents/list-documents';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/paperwork/operations/contracts';

export function contractRoutes() {
  const r = createRouter();
  r.openapi(route(op.getContract, paperworkRight('staffContracts.READ')), async (c) =>
    c.json({ data: await getContract(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.listContractDocuments, paperworkRight('staffContracts.READ')), async (c) =>
    c.json({ data: await listContractDocuments(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  return r;
}
