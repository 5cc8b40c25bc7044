// What a page folder's screen.ts writes its registry row with (lib/auth/screens.ts collects the
// rows): `defineScreen` keeps the row's literal title and menu key for the types of the registry,
// and the helpers name the menu rules' questions of a session (rules §6 "Menu visibility").
import { can, isClientOrPlanner, type TRight } from '../domain/auth/rights-registry';
import type { TMenuSession, TScreen } from './screen-types';

/** A registry row as a page folder writes it: its path is the folder's. */
export type TScreenRow = Omit<TScreen, 'path'>;

export const defineScreen = <const T extends TScreenRow>(row: T): T => row;

export const lt = (s: TMenuSession) => s.user.loginTypes;
export const right = (s: TMenuSession, r: TRight) => can(s.rights, r);
export const clientOrPlanner = (s: TMenuSession) => isClientOrPlanner(lt(s));
export const hasMailbox = (s: TMenuSession) => s.mailboxRights.some((m) => m.rights.includes('emailMessages'));
export const always = () => true;
