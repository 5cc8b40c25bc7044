// Who may call the paperwork routes, decided before their input is validated (rules §6).
//  - paperworkRight(right): planners and office read every person's paperwork of the tenant;
//    anyone else needs the right (payrolls, staffContracts, mobileDocuments READ) and sees their
//    own, which the services enforce (another person's record answers 404).
//  - paperworkOffice: planners and office only (creating and withdrawing documents, exports).
//  - ownPersonPaperwork: /persons/{id}/…: one's own, or anyone's for planners and office; another
//    person's id answers 404 like a missing one.
//  - personalLogin: a document itself (read, sign): any personal login; the services show it only
//    to its signatories, the person it is about, planners and office.
//  - signerGuard: the caller is the signatory of the path, and it is their turn.
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { forbidden, notFound } from '../errors';
import { requireRight } from '../services/auth/rights';
import { readsAllPaperwork } from '../services/paperwork/access';
import { checkSigner, documentOfSignatory } from '../services/paperwork/documents/sign-document';
import { MAX_INT } from '../../domain/primitives';

function requirePersonalLogin(c: Context<AppEnv>) {
  if (c.var.auth.type !== 'user' || c.var.auth.personId === null) throw forbidden('This call needs a personal login');
}

export const paperworkRight = (right: 'payrolls.READ' | 'staffContracts.READ' | 'mobileDocuments.READ') =>
  createMiddleware<AppEnv>(async (c, next) => {
    requirePersonalLogin(c);
    if (!readsAllPaperwork(c.var.auth)) await requireRight(c.var.deps.db, c.var.auth, right);
    await next();
  });

export const personalLogin = createMiddleware<AppEnv>(async (c, next) => {
  requirePersonalLogin(c);
  await next();
});

export const paperworkOffice = createMiddleware<AppEnv>(async (c, next) => {
  requirePersonalLogin(c);
  if (!readsAllPaperwork(c.var.auth)) throw forbidden('Only planners and office may do this');
  await next();
});

function idParam(c: Context<AppEnv>, name: string, what: string): number {
  const id = Number(c.req.param(name));
  if (!Number.isInteger(id) || id <= 0 || id > MAX_INT) throw notFound(what);
  return id;
}

export const ownPersonPaperwork = createMiddleware<AppEnv>(async (c, next) => {
  requirePersonalLogin(c);
  if (!readsAllPaperwork(c.var.auth) && idParam(c, 'id', 'Person') !== c.var.auth.personId) throw notFound('Person');
  await next();
});

/** /documents/{id}/sign/{signatoryId} and /documentSignatories/{id}/sign. */
export const signerGuard = createMiddleware<AppEnv>(async (c, next) => {
  requirePersonalLogin(c);
  const { db } = c.var.deps;
  const bySignatory = c.req.param('signatoryId') === undefined;
  const signatoryId = idParam(c, bySignatory ? 'id' : 'signatoryId', 'Signatory');
  const documentId = bySignatory
    ? await documentOfSignatory(db, c.var.auth, signatoryId)
    : idParam(c, 'id', 'Document');
  await checkSigner(db, c.var.auth, documentId, signatoryId);
  await next();
});
