// The shape of a registry row (lib/auth/screens.ts; each page folder's screen.ts writes one) and of the session the menu rules read.
import type { TLoginType, TMailboxRight, TRights, TSessionType } from '../domain/auth';

/** Icon names the shell draws; one per kind of screen. */
export type TMenuIcon =
  | 'home'
  | 'calendar'
  | 'folder'
  | 'users'
  | 'id-card'
  | 'list'
  | 'invoice'
  | 'briefcase'
  | 'calendar-user'
  | 'graduation'
  | 'document'
  | 'wallet'
  | 'contract'
  | 'info'
  | 'star'
  | 'receipt'
  | 'calendar-grid'
  | 'mail'
  | 'checklist'
  | 'megaphone'
  | 'user'
  | 'chart'
  | 'help';

/** What the menu rules read of a session. */
export type TMenuSession = {
  type: TSessionType;
  user: { loginTypes: readonly TLoginType[] };
  rights: TRights;
  mailboxRights: readonly TMailboxRight[];
  plusCrew?: { id: number; number: number };
};

export type TBottomBarRule = {
  /** Place in rules §2 "Shell" (the bottom bar's own order). */
  order: number;
  /** On top of the bar's own rule: client or crew, projects right, never a reduced session. */
  visible: (s: TMenuSession) => boolean;
};

export type TMenuRule<TKey extends string = string> = {
  /** Message key `Menu.<key>`. */
  key: TKey;
  icon: TMenuIcon;
  /** Place in rules §2 "Side menu". */
  order: number;
  /** Session types that see the entry: user sessions unless listed. */
  sessions?: readonly TSessionType[];
  /** rules §6 "Menu visibility": login types and rights. */
  visible: (s: TMenuSession) => boolean;
  /** Other routes on which the entry shows as the current one. */
  highlights?: readonly string[];
  bottomBar?: TBottomBarRule;
};

/** How a project or plus-crew session may use a screen (rules §6 "Access guard"). */
export type TReducedAccess = {
  /** The route parameter that must be the session's own project / plus-crew number. */
  own?: string;
  /** The session starts on this screen and is sent back to it from any other route. */
  home?: true;
};

export type TScreen<TTitle extends string = string, TKey extends string = string> = {
  /** As Next writes the page folder, route groups left out: `/crews/[id]/check-in`. */
  path: string;
  /** `Titles.<title>`; null: no title part (the login area, rules §2). */
  title: TTitle | null;
  /** Anyone may open it, with or without a session. A user session may open every route. */
  public?: true;
  /** Uses the full width (rules §2: plus-crew pages, dashboards with wide charts). */
  fluid?: true;
  menu?: TMenuRule<TKey>;
  project?: TReducedAccess;
  pluscrew?: TReducedAccess;
};

/** The session types with a reduced scope (rules §6): a project and a plus crew. */
export type TReducedType = Exclude<TSessionType, 'user'>;
