// The caller's own login: language and password (the profile screen).
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth, requireUserSession } from '../../http/auth';
import { dataResponse, jsonBody } from '../../http/openapi';
import { changePassword, getAccount, setLanguage } from '../../services/self-service/account';
import { ZDone } from '../../../domain/response-parts';
import { ZAccount, ZLanguageUpdate, ZPasswordChange } from '../../../domain/self-service';

const mw = [requireAuth, requireUserSession];

export function accountRoutes() {
  const r = createRouter();

  r.openapi(
    createRoute({
      method: 'get',
      path: '/account',
      middleware: mw,
      tags: ['account'],
      summary: "The caller's login: username, language and whether the tenant lets users choose it",
      responses: { 200: dataResponse('Account', ZAccount) },
    }),
    async (c) => c.json({ data: await getAccount(c.var.deps.db, c.var.auth) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/account/language',
      middleware: mw,
      tags: ['account'],
      summary: 'Choose the language of the own login (403 where the tenant sets it for everyone)',
      request: jsonBody(ZLanguageUpdate),
      responses: { 200: dataResponse('Account', ZAccount) },
    }),
    async (c) => c.json({ data: await setLanguage(c.var.deps.db, c.var.auth, c.req.valid('json').language) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/account/password',
      middleware: mw,
      tags: ['account'],
      summary: 'Change the own password (the current one is asked for)',
      request: jsonBody(ZPasswordChange),
      responses: { 200: dataResponse('Changed', ZDone) },
    }),
    async (c) => {
      await changePassword(c.var.deps.db, c.var.auth, c.req.valid('json'));
      return c.json({ data: { ok: true as const } }, 200);
    },
  );

  return r;
}
