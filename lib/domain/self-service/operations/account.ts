// The caller's own login: language and password (the profile screen).
import { ZAccount, ZLanguageUpdate, ZPasswordChange } from '..';
import { dataResponse, defineOperation, jsonBody } from '../../operation';
import { ZDone } from '../../response-parts';
import * as selfServiceEndpoints from '../endpoints';

export const getAccount = defineOperation({
  ...selfServiceEndpoints.getAccount,
  access: { sessions: ['user'] },
  tags: ['account'],
  summary: "The caller's login: username, language and whether the tenant lets users choose it",
  responses: { 200: dataResponse('Account', ZAccount) },
});

export const setLanguage = defineOperation({
  ...selfServiceEndpoints.setLanguage,
  access: { sessions: ['user'] },
  tags: ['account'],
  summary: 'Choose the language of the own login (403 where the tenant sets it for everyone)',
  request: jsonBody(ZLanguageUpdate),
  responses: { 200: dataResponse('Account', ZAccount) },
});

export const changePassword = defineOperation({
  ...selfServiceEndpoints.changePassword,
  access: { sessions: ['user'] },
  tags: ['account'],
  summary: 'Change the own password (the current one is asked for)',
  request: jsonBody(ZPasswordChange),
  responses: { 200: dataResponse('Changed', ZDone) },
});
