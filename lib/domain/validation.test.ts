import { z } from 'zod';
import { ZForgottenPasswordBody, ZLoginBody, ZNewPassword } from './auth';
import {
  fieldErrorsFromIssues,
  readFieldKeys,
  readValidationMessage,
  validationMessage,
  type TValidationMessage,
} from './validation';

/** The message of the first issue of `value` against `schema`. */
function firstMessage(schema: z.ZodType, value: unknown, reportInput = false): TValidationMessage {
  const result = schema.safeParse(value, { reportInput });
  if (result.success) throw new Error(`${JSON.stringify(value)} passed`);
  return validationMessage(result.error.issues[0]!);
}

describe('validationMessage', () => {
  const enumOf = z.enum(['crew', 'office']);
  it.each<[string, z.ZodType, unknown, TValidationMessage]>([
    ['empty required text', z.string().min(1), '', { key: 'required' }],
    ['blank text after trim', z.string().trim().min(1, 'Enter a name'), '   ', { key: 'required' }],
    ['text too short', z.string().min(8), 'short', { key: 'tooShort', values: { min: 8 } }],
    ['text too long', z.string().max(200), 'x'.repeat(201), { key: 'tooLong', values: { max: 200 } }],
    ['text of a fixed length', z.string().length(4), 'abc', { key: 'exactLength', values: { length: 4 } }],
    ['too few items', z.array(z.string()).min(2), ['a'], { key: 'tooFew', values: { min: 2 } }],
    ['too many items', z.array(z.string()).max(1), ['a', 'b'], { key: 'tooMany', values: { max: 1 } }],
    ['number too small', z.number().min(5), 4, { key: 'tooSmall', values: { min: 5 } }],
    ['number not positive', z.number().int().positive(), 0, { key: 'greaterThan', values: { min: 0 } }],
    ['number too big', z.number().max(10), 11, { key: 'tooBig', values: { max: 10 } }],
    ['number not below', z.number().lt(10), 10, { key: 'lessThan', values: { max: 10 } }],
    ['not a whole number', z.number().int(), 1.5, { key: 'notAnInteger' }],
    ['not a number', z.coerce.number(), 'abc', { key: 'notANumber' }],
    ['not a multiple', z.number().multipleOf(5), 3, { key: 'multipleOf', values: { divisor: 5 } }],
    ['wrong type', z.string(), 5, { key: 'invalid' }],
    ['email', z.email(), 'nope', { key: 'email' }],
    ['url', z.url(), 'nope', { key: 'url' }],
    ['uuid', z.uuid(), 'nope', { key: 'format' }],
    ['regex', z.string().regex(/^\d+$/, 'Digits only'), 'x1', { key: 'format' }],
    ['ISO date', z.iso.date(), '2025-02-30', { key: 'date' }],
    ['ISO time', z.iso.time(), '25:00', { key: 'time' }],
    ['ISO date-time', z.iso.datetime(), 'today', { key: 'dateTime' }],
    ['enum value', enumOf, 'admin', { key: 'invalidOption' }],
    ['literal', z.literal('MOBILE'), 'WEB', { key: 'invalidOption' }],
    ['unknown key', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, { key: 'unexpected' }],
    ['union', z.union([z.string(), z.number()]), true, { key: 'invalid' }],
    ['refinement without a key', z.string().refine(() => false, 'No'), 'x', { key: 'invalid' }],
    [
      'refinement with a key and values',
      z.string().refine(() => false, { message: 'No', params: { key: 'tooLong', max: 3, ignored: true } }),
      'x',
      { key: 'tooLong', values: { max: 3 } },
    ],
    [
      'refinement with an unknown key',
      z.string().refine(() => false, { message: 'No', params: { key: 'somethingElse' } }),
      'x',
      { key: 'invalid' },
    ],
  ])('%s', (_label, schema, value, expected) => {
    expect(firstMessage(schema, value)).toEqual(expected);
  });

  it('reads a missing value as required when zod reports the input, as the forms ask it to', () => {
    const schema = z.object({ name: z.string() });
    expect(firstMessage(schema, {}, true)).toEqual({ key: 'required' });
    expect(firstMessage(schema, {}, false)).toEqual({ key: 'invalid' });
  });

  it('never looks at the English message', () => {
    expect(firstMessage(z.string().min(3, 'Fill in this field'), 'ab')).toEqual({
      key: 'tooShort',
      values: { min: 3 },
    });
  });
});

describe('the schemas of the login area', () => {
  const keysOf = (schema: z.ZodType, value: unknown) =>
    fieldErrorsFromIssues(schema.safeParse(value).error?.issues ?? []).fieldKeys;

  it('name every password rule', () => {
    expect(keysOf(ZNewPassword, '')).toEqual({ _: { key: 'tooShort', values: { min: 8 } } });
    const all = ZNewPassword.safeParse('').error!.issues.map(validationMessage);
    expect(all).toEqual([{ key: 'tooShort', values: { min: 8 } }, { key: 'passwordLetter' }, { key: 'passwordDigit' }]);
    expect(ZNewPassword.safeParse('12345678').error!.issues.map(validationMessage)).toEqual([
      { key: 'passwordLetter' },
    ]);
    expect(ZNewPassword.safeParse('long enough 1').success).toBe(true);
  });

  it('ask for the username and the password', () => {
    expect(keysOf(ZLoginBody, { username: '  ', password: '' })).toEqual({
      username: { key: 'required' },
      password: { key: 'required' },
    });
    expect(keysOf(ZForgottenPasswordBody, { username: 'x'.repeat(201) })).toEqual({
      username: { key: 'tooLong', values: { max: 200 } },
    });
  });
});

describe('fieldErrorsFromIssues', () => {
  it('keeps the first issue of each field, as an English sentence and as a key', () => {
    const schema = z.object({ a: z.object({ b: z.string().min(3).regex(/x/) }), c: z.number() });
    const result = schema.safeParse({ a: { b: 'y' }, c: 'no' });
    expect(fieldErrorsFromIssues(result.error!.issues)).toEqual({
      fields: { 'a.b': expect.stringMatching(/3/), c: expect.any(String) },
      fieldKeys: { 'a.b': { key: 'tooShort', values: { min: 3 } }, c: { key: 'notANumber' } },
    });
  });

  it('files issues of the whole body under _', () => {
    const result = z.strictObject({}).safeParse({ extra: 1 });
    expect(fieldErrorsFromIssues(result.error!.issues).fieldKeys).toEqual({ _: { key: 'unexpected' } });
  });
});

describe('reading keys from the wire', () => {
  it('keeps known keys, turns unknown ones into invalid and drops what is not a message', () => {
    expect(readValidationMessage({ key: 'tooShort', values: { min: 8, x: { no: 1 } } })).toEqual({
      key: 'tooShort',
      values: { min: 8 },
    });
    expect(readValidationMessage({ key: 'fromANewerServer' })).toEqual({ key: 'invalid' });
    expect(readValidationMessage({ values: {} })).toBeNull();
    expect(readFieldKeys({ a: { key: 'required' }, b: 'nonsense' })).toEqual({ a: { key: 'required' } });
    expect(readFieldKeys({ b: 'nonsense' })).toBeUndefined();
    expect(readFieldKeys(null)).toBeUndefined();
  });
});
