// The message keys of validation problems (`Validation.<key>` in messages/*.json) and reading them
// from an API answer. No zod and no issue mapping (validation.ts has that): the browser's API
// client loads this with every screen.

export const VALIDATION_KEYS = [
  'required',
  'invalid',
  'notANumber',
  'notAnInteger',
  'tooShort',
  'tooLong',
  'exactLength',
  'tooFew',
  'tooMany',
  'tooSmall',
  'greaterThan',
  'tooBig',
  'lessThan',
  'multipleOf',
  'email',
  'url',
  'date',
  'time',
  'dateTime',
  'format',
  'invalidOption',
  'unexpected',
  // Custom refinements name their key in `params: { key }`.
  'passwordLetter',
  'passwordDigit',
  'passwordMismatch',
] as const;
export type TValidationKey = (typeof VALIDATION_KEYS)[number];

export type TValidationValues = Record<string, string | number>;
/** One field's problem as a message key and the values its ICU message needs. */
export type TValidationMessage = { key: TValidationKey; values?: TValidationValues };
/** `{ "a.b": { key, values } }`: a message key per invalid field, keyed by its path. */
export type TFieldKeys = Record<string, TValidationMessage>;

export const isValidationKey = (key: unknown): key is TValidationKey =>
  typeof key === 'string' && (VALIDATION_KEYS as readonly string[]).includes(key);

/** A message with its values, or without when there are none. */
export const keyMessage = (key: TValidationKey, values?: TValidationValues): TValidationMessage =>
  values ? { key, values } : { key };

/** A `{ key, values }` read from the wire: an unknown key becomes `invalid`, values keep texts and numbers. */
export function readValidationMessage(raw: unknown): TValidationMessage | null {
  if (!raw || typeof raw !== 'object') return null;
  const { key, values } = raw as { key?: unknown; values?: unknown };
  if (typeof key !== 'string') return null;
  const kept =
    values && typeof values === 'object'
      ? Object.entries(values).filter((e): e is [string, string | number] => ['string', 'number'].includes(typeof e[1]))
      : [];
  return keyMessage(isValidationKey(key) ? key : 'invalid', kept.length ? Object.fromEntries(kept) : undefined);
}

/** Every readable `{ path: { key, values } }` of a wire `fieldKeys`. */
export function readFieldKeys(raw: unknown): TFieldKeys | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const out: TFieldKeys = {};
  for (const [path, value] of Object.entries(raw)) {
    const m = readValidationMessage(value);
    if (m) out[path] = m;
  }
  return Object.keys(out).length ? out : undefined;
}
