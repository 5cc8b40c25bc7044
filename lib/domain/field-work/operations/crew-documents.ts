// /projectCrews/{id}/deliveryNote/… and /projectCrews/{id}/crewChiefSheet/…: read the draft or
// released document, release it, sign it (PNG signature → PDF), download the signed PDF and mail
// it. Each kind has the same five operations; who may call them is the crew's roles (crewGuard and
// crewRoles in the route file), which differ by kind.
import {
  CREW_DOCUMENT_KINDS,
  DOCUMENT_TITLES,
  type TCrewDocumentKind,
  ZCrewDocument,
  ZCrewDocumentSent,
  ZDateQuery,
  ZReleaseDocumentInput,
  ZSendDocumentInput,
  ZSignDocumentInput,
} from '..';
import { ZIdempotencyHeaders } from '../../idempotency-headers';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import { fileResponse } from '../../operation-content';
import { crewDocumentEndpoints } from '../endpoints';

const access = { sessions: ANY_SESSION };
const tags = ['projectCrews'];

function crewDocumentOperationsOf<K extends TCrewDocumentKind>(kind: K) {
  const endpoints = crewDocumentEndpoints(kind);
  const title = DOCUMENT_TITLES[kind];
  return {
    getCrewDocument: defineOperation({
      ...endpoints.getCrewDocument,
      access,
      tags,
      summary: `${title}: the draft from the hours, or the released or signed one`,
      request: { params: ZIdParam, query: ZDateQuery },
      responses: { 200: dataResponse(title, ZCrewDocument) },
    }),
    releaseCrewDocument: defineOperation({
      ...endpoints.releaseCrewDocument,
      access,
      tags,
      summary: `Release the ${title.toLowerCase()} (crew chief, planners)`,
      request: { params: ZIdParam, headers: ZIdempotencyHeaders, ...jsonBody(ZReleaseDocumentInput) },
      responses: { 200: dataResponse('Released', ZCrewDocument) },
    }),
    signCrewDocument: defineOperation({
      ...endpoints.signCrewDocument,
      access,
      tags,
      summary: `Sign the released ${title.toLowerCase()}; produces the PDF`,
      request: { params: ZIdParam, headers: ZIdempotencyHeaders, ...jsonBody(ZSignDocumentInput) },
      responses: { 200: dataResponse('Signed', ZCrewDocument) },
    }),
    signedCrewDocumentPdf: defineOperation({
      ...endpoints.signedCrewDocumentPdf,
      access,
      tags,
      summary: `The signed ${title.toLowerCase()} as PDF`,
      request: { params: ZIdParam, query: ZDateQuery },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    }),
    sendSignedCrewDocument: defineOperation({
      ...endpoints.sendSignedCrewDocument,
      access,
      tags,
      summary: `Mail the signed ${title.toLowerCase()} as an attachment`,
      request: { params: ZIdParam, ...jsonBody(ZSendDocumentInput) },
      responses: { 200: dataResponse('Sent', ZCrewDocumentSent) },
    }),
  };
}

/** The operations of each kind: `crewDocumentOperations.deliveryNote.signCrewDocument`. */
export const crewDocumentOperations = Object.fromEntries(
  CREW_DOCUMENT_KINDS.map((kind) => [kind, crewDocumentOperationsOf(kind)]),
) as { [K in TCrewDocumentKind]: ReturnType<typeof crewDocumentOperationsOf<K>> };
