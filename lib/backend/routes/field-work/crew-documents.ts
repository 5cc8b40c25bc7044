// /projectCrews/{id}/deliveryNote/… and /projectCrews/{id}/crewChiefSheet/…: read the
// draft or released document, release it, sign it (PNG signature → PDF), download the
// signed PDF and mail it.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, fileResponse, jsonBody } from '../../http/openapi';
import { sendPdf } from '../../http/files';
import { crewAccessOf, crewGuard, crewRoles } from '../../http/crew-guard';
import { idempotent, ZIdempotencyHeaders } from '../../http/idempotent';
import { actionTimeOf } from '../../services/device-time';
import { clock } from '../../../domain/clock';
import { dayOf } from '../../services/field-work/crew-roles';
import {
  DOCUMENT_TITLES,
  getCrewDocument,
  READERS,
  RELEASERS,
  SIGNERS,
  getSignedPdf,
  releaseCrewDocument,
  sendSignedPdf,
  signCrewDocument,
} from '../../services/field-work/documents';
import {
  CREW_DOCUMENT_KINDS,
  ZCrewDocument,
  ZCrewDocumentSent,
  ZDateQuery,
  ZReleaseDocumentInput,
  ZSendDocumentInput,
  ZSignDocumentInput,
} from '../../../domain/field-work';

const as = (roles: Parameters<typeof crewRoles>[0]) => [requireAuth, crewGuard, crewRoles(roles)];

export function crewDocumentRoutes() {
  const r = createRouter();
  for (const kind of CREW_DOCUMENT_KINDS) {
    const base = `/projectCrews/{id}/${kind}`;
    const title = DOCUMENT_TITLES[kind];
    r.openapi(
      createRoute({
        method: 'get',
        path: base,
        tags: ['projectCrews'],
        middleware: as(READERS[kind]),
        summary: `${title}: the draft from the hours, or the released or signed one`,
        request: { params: ZIdParam, query: ZDateQuery },
        responses: { 200: dataResponse(title, ZCrewDocument) },
      }),
      async (c) => {
        const access = await crewAccessOf(c);
        return c.json(
          { data: await getCrewDocument(c.var.deps.db, access, kind, dayOf(access, c.req.valid('query').date)) },
          200,
        );
      },
    );
    r.openapi(
      createRoute({
        method: 'post',
        path: `${base}/release`,
        tags: ['projectCrews'],
        middleware: [...as(RELEASERS), idempotent],
        summary: `Release the ${title.toLowerCase()} (crew chief, planners)`,
        request: { params: ZIdParam, headers: ZIdempotencyHeaders, ...jsonBody(ZReleaseDocumentInput) },
        responses: { 200: dataResponse('Released', ZCrewDocument) },
      }),
      async (c) => {
        const { date, at } = c.req.valid('json');
        const access = await crewAccessOf(c);
        const released = await releaseCrewDocument(c.var.deps.db, access, kind, date, actionTimeOf(at, clock.now()));
        return c.json({ data: released }, 200);
      },
    );
    r.openapi(
      createRoute({
        method: 'post',
        path: `${base}/signed`,
        tags: ['projectCrews'],
        middleware: [...as(SIGNERS[kind]), idempotent],
        summary: `Sign the released ${title.toLowerCase()}; produces the PDF`,
        request: { params: ZIdParam, headers: ZIdempotencyHeaders, ...jsonBody(ZSignDocumentInput) },
        responses: { 200: dataResponse('Signed', ZCrewDocument) },
      }),
      async (c) => {
        const input = c.req.valid('json');
        const access = await crewAccessOf(c);
        const signed = await signCrewDocument(c.var.deps.db, access, kind, input, actionTimeOf(input.at, clock.now()));
        return c.json({ data: signed }, 200);
      },
    );
    r.openapi(
      createRoute({
        method: 'get',
        path: `${base}/signed`,
        tags: ['projectCrews'],
        middleware: as(READERS[kind]),
        summary: `The signed ${title.toLowerCase()} as PDF`,
        request: { params: ZIdParam, query: ZDateQuery },
        responses: { 200: fileResponse('PDF', 'application/pdf') },
      }),
      async (c) => {
        const access = await crewAccessOf(c);
        const date = dayOf(access, c.req.valid('query').date);
        return sendPdf(c, await getSignedPdf(c.var.deps.db, access, kind, date));
      },
    );
    r.openapi(
      createRoute({
        method: 'post',
        path: `${base}/signed/send`,
        tags: ['projectCrews'],
        middleware: as(READERS[kind]),
        summary: `Mail the signed ${title.toLowerCase()} as an attachment`,
        request: { params: ZIdParam, ...jsonBody(ZSendDocumentInput) },
        responses: { 200: dataResponse('Sent', ZCrewDocumentSent) },
      }),
      async (c) => {
        const { db, mailer } = c.var.deps;
        return c.json({ data: await sendSignedPdf(db, mailer, await crewAccessOf(c), kind, c.req.valid('json')) }, 200);
      },
    );
  }
  return r;
}
