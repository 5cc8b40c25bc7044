// The keys of the texts the server writes for the browser (app/_components/i18n/server-texts.tsx).
import type { TDateTimeFormat } from './formats';

export type TServerTexts = Record<string, string>;
export type TMessageValues = Record<string, string | number>;

export const dateTextKey = (iso: string, format: TDateTimeFormat) => `date ${format} ${iso}`;

export const messageTextKey = (namespace: string, key: string, values: TMessageValues) =>
  `message ${namespace}.${key} ${JSON.stringify(values)}`;
