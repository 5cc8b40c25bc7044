// Zod issues as message keys (`Validation.<key>` in messages/*.json) with their ICU values. The
// key is read from the issue's structure (code, origin, limits, format, params), never from its
// English text, so the backend's 422 answers and the browser's own checks name a problem the same
// way and the UI can say it in the user's language.
// Type-only zod import: the browser loads this file with every form, zod itself only on demand.
import type { core } from 'zod';

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

export type TIssue = core.$ZodIssue;

export const isValidationKey = (key: unknown): key is TValidationKey =>
  typeof key === 'string' && (VALIDATION_KEYS as readonly string[]).includes(key);

const msg = (key: TValidationKey, values?: TValidationValues): TValidationMessage =>
  values ? { key, values } : { key };

function tooSmall(issue: core.$ZodIssueTooSmall): TValidationMessage {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return msg('exactLength', { length: min });
      // A text that must not be empty, however the schema says it (min(1) or a trimmed nonempty).
      if (min <= 1) return msg('required');
      return msg('tooShort', { min });
    case 'array':
    case 'set':
      return msg('tooFew', { min });
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? msg('greaterThan', { min }) : msg('tooSmall', { min });
    default:
      return msg('invalid');
  }
}

function tooBig(issue: core.$ZodIssueTooBig): TValidationMessage {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? msg('exactLength', { length: max }) : msg('tooLong', { max });
    case 'array':
    case 'set':
      return msg('tooMany', { max });
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? msg('lessThan', { max }) : msg('tooBig', { max });
    default:
      return msg('invalid');
  }
}

const FORMAT_KEYS: Partial<Record<string, TValidationKey>> = {
  email: 'email',
  url: 'url',
  date: 'date',
  time: 'time',
  datetime: 'dateTime',
};

/** The values a custom issue passes to its message: every other text or number in `params`. */
function customValues(params: Record<string, unknown> | undefined): TValidationValues | undefined {
  const values = Object.entries(params ?? {}).filter(
    (e): e is [string, string | number] => e[0] !== 'key' && (typeof e[1] === 'string' || typeof e[1] === 'number'),
  );
  return values.length ? Object.fromEntries(values) : undefined;
}

/** The message key and values of one zod issue. */
export function validationMessage(issue: TIssue): TValidationMessage {
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_type':
      // zod keeps the input only when asked (`reportInput`), as the browser's forms do.
      if ('input' in issue && (issue.input === undefined || issue.input === null)) return msg('required');
      if (issue.expected === 'int') return msg('notAnInteger');
      if (issue.expected === 'number') return msg('notANumber');
      return msg('invalid');
    case 'invalid_format':
      return msg(FORMAT_KEYS[issue.format] ?? 'format');
    case 'invalid_value':
      return msg('invalidOption');
    case 'not_multiple_of':
      return msg('multipleOf', { divisor: Number(issue.divisor) });
    case 'unrecognized_keys':
      return msg('unexpected');
    case 'custom': {
      const key = issue.params?.key;
      return isValidationKey(key) ? msg(key, customValues(issue.params)) : msg('invalid');
    }
    default:
      return msg('invalid');
  }
}

/** The field an issue belongs to, as `a.b`; `_` for the body as a whole. */
export const issuePath = (issue: { path: ReadonlyArray<PropertyKey> }): string =>
  issue.path.map(String).join('.') || '_';

/**
 * The first issue of each field, both as zod's English sentence (`fields`, for API clients) and as
 * a message key (`fieldKeys`, for the UI).
 */
export function fieldErrorsFromIssues(issues: readonly TIssue[]): {
  fields: Record<string, string>;
  fieldKeys: TFieldKeys;
} {
  const fields: Record<string, string> = {};
  const fieldKeys: TFieldKeys = {};
  for (const issue of issues) {
    const path = issuePath(issue);
    if (path in fields) continue;
    fields[path] = issue.message;
    fieldKeys[path] = validationMessage(issue);
  }
  return { fields, fieldKeys };
}

/** A `{ key, values }` read from the wire: an unknown key becomes `invalid`, values keep texts and numbers. */
export function readValidationMessage(raw: unknown): TValidationMessage | null {
  if (!raw || typeof raw !== 'object') return null;
  const { key, values } = raw as { key?: unknown; values?: unknown };
  if (typeof key !== 'string') return null;
  const kept =
    values && typeof values === 'object'
      ? Object.entries(values).filter((e): e is [string, string | number] => ['string', 'number'].includes(typeof e[1]))
      : [];
  return msg(isValidationKey(key) ? key : 'invalid', kept.length ? Object.fromEntries(kept) : undefined);
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
