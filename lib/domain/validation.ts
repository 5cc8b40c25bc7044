// Zod issues as message keys (`Validation.<key>` in messages/*.json) with their ICU values. The
// key is read from the issue's structure (code, origin, limits, format, params), never from its
// English text, so the backend's 422 answers and the browser's own checks name a problem the same
// way and the UI can say it in the user's language.
// Type-only zod import: the browser loads this file with every form, zod itself only on demand.
import type { core } from 'zod';
import {
  isValidationKey,
  keyMessage,
  type TFieldKeys,
  type TValidationKey,
  type TValidationMessage,
  type TValidationValues,
} from './validation-keys';

// The keys and reading them from the wire have a module of their own, which the browser's API client
// loads without this file's issue mapping (only forms need that).
export * from './validation-keys';

export type TIssue = core.$ZodIssue;

function tooSmall(issue: core.$ZodIssueTooSmall): TValidationMessage {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return keyMessage('exactLength', { length: min });
      // A text that must not be empty, however the schema says it (min(1) or a trimmed nonempty).
      if (min <= 1) return keyMessage('required');
      return keyMessage('tooShort', { min });
    case 'array':
    case 'set':
      return keyMessage('tooFew', { min });
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? keyMessage('greaterThan', { min }) : keyMessage('tooSmall', { min });
    default:
      return keyMessage('invalid');
  }
}

function tooBig(issue: core.$ZodIssueTooBig): TValidationMessage {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? keyMessage('exactLength', { length: max }) : keyMessage('tooLong', { max });
    case 'array':
    case 'set':
      return keyMessage('tooMany', { max });
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? keyMessage('lessThan', { max }) : keyMessage('tooBig', { max });
    default:
      return keyMessage('invalid');
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
      if ('input' in issue && (issue.input === undefined || issue.input === null)) return keyMessage('required');
      if (issue.expected === 'int') return keyMessage('notAnInteger');
      if (issue.expected === 'number') return keyMessage('notANumber');
      return keyMessage('invalid');
    case 'invalid_format':
      return keyMessage(FORMAT_KEYS[issue.format] ?? 'format');
    case 'invalid_value':
      return keyMessage('invalidOption');
    case 'not_multiple_of':
      return keyMessage('multipleOf', { divisor: Number(issue.divisor) });
    case 'unrecognized_keys':
      return keyMessage('unexpected');
    case 'custom': {
      const key = issue.params?.key;
      return isValidationKey(key) ? keyMessage(key, customValues(issue.params)) : keyMessage('invalid');
    }
    default:
      return keyMessage('invalid');
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
