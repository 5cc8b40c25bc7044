// THE screen registry: one row per page, written beside the page in its folder's screen.ts
// (lib/auth/screen-rules.ts) and collected into screen-rows.generated.ts by
// scripts/generate-registries.mjs. The side menu, the bottom bar (menu.ts), page titles
// (lib/i18n/route-title.ts), the gate (route-access.ts) and the screens a reduced session may
// open (reduced-api.ts lists their API calls) are read from it, so a new screen is its page
// folder alone. screens.test.ts holds rows, pages and rules §2 together.
import { SCREEN_ROWS as ROWS } from './screen-rows.generated';
import type { TScreen } from './screen-types';

type TRow = (typeof ROWS)[number];
/** `Titles.*` keys of the routes, and of the not-found screen. */
export type TTitleKey = NonNullable<TRow['title']> | 'notFound';
/** `Menu.*` keys of the side-menu entries. */
export type TMenuKey = TRow extends infer R ? (R extends { menu: { key: infer K extends string } } ? K : never) : never;

export const SCREENS: readonly TScreen<TTitleKey, TMenuKey>[] = ROWS;

/** Patterns of the screens, each with its page: the menu's entries are among these. */
export const BUILT_SCREENS: ReadonlySet<string> = new Set(SCREENS.map((s) => s.path));
