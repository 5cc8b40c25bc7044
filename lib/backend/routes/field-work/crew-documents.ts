// /projectCrews/{id}/deliveryNote/… and /projectCrews/{id}/crewChiefSheet/…: read the
// draft or released document, release it, sign it (PNG signature → PDF), download the
// signed PDF and mail it.
import { createRouter } from '../../http/router';
import { route } from '../../http/operation-route';
import { crewDocumentOperations } from '../../../domain/field-work/operations/crew-documents';
import { sendPdf } from '../../http/files';
import { crewAccessOf, crewGuard, crewRoles } from '../../http/crew-guard';
import { idempotent } from '../../http/idempotent';
import { actionTimeOf } from '../../services/device-time';
import { clock } from '../../../domain/clock';
import { dayOf } from '../../services/field-work/crew-roles';
import {
  getCrewDocument,
  READERS,
  RELEASERS,
  SIGNERS,
  getSignedPdf,
  releaseCrewDocument,
  sendSignedPdf,
  signCrewDocument,
} from '../../services/field-work/documents';
import { CREW_DOCUMENT_KINDS } from '../../../domain/field-work';

export function crewDocumentRoutes() {
  const r = createRouter();
  for (const kind of CREW_DOCUMENT_KINDS) {
    const op = crewDocumentOperations[kind];
    const as = (roles: Parameters<typeof crewRoles>[0]) => [crewGuard, crewRoles(roles)];
    r.openapi(route(op.getCrewDocument, ...as(READERS[kind])), async (c) => {
      const access = await crewAccessOf(c);
      return c.json(
        { data: await getCrewDocument(c.var.deps.db, access, kind, dayOf(access, c.req.valid('query').date)) },
        200,
      );
    });
    r.openapi(route(op.releaseCrewDocument, ...as(RELEASERS), idempotent), async (c) => {
      const { date, at } = c.req.valid('json');
      const access = await crewAccessOf(c);
      const released = await releaseCrewDocument(c.var.deps.db, access, kind, date, actionTimeOf(at, clock.now()));
      return c.json({ data: released }, 200);
    });
    r.openapi(route(op.signCrewDocument, ...as(SIGNERS[kind]), idempotent), async (c) => {
      const input = c.req.valid('json');
      const access = await crewAccessOf(c);
      const signed = await signCrewDocument(c.var.deps.db, access, kind, input, actionTimeOf(input.at, clock.now()));
      return c.json({ data: signed }, 200);
    });
    r.openapi(route(op.signedCrewDocumentPdf, ...as(READERS[kind])), async (c) => {
      const access = await crewAccessOf(c);
      const date = dayOf(access, c.req.valid('query').date);
      return sendPdf(c, await getSignedPdf(c.var.deps.db, access, kind, date));
    });
    r.openapi(route(op.sendSignedCrewDocument, ...as(READERS[kind])), async (c) => {
      const { db, mailer } = c.var.deps;
      return c.json({ data: await sendSignedPdf(db, mailer, await crewAccessOf(c), kind, c.req.valid('json')) }, 200);
    });
  }
  return r;
}
