// The 422 body over HTTP: English `fields` for API clients and, beside them, the message key of
// every field (`fieldKeys`) for the UI; and the same shape for the server's own field checks.
import { z } from 'zod';
import { ApiError, errorBody, invalidField, validationError } from './errors';
import { startTestBackend, type TTestBackend } from './test-support/test-backend';

describe('422 answers of the backend', () => {
  let be: TTestBackend;
  beforeAll(async () => {
    be = await startTestBackend();
  });
  afterAll(async () => {
    await be.close();
  });

  it('give a message key beside every English field message of a malformed body', async () => {
    for (const body of [{}, { username: 5, password: 'x' }, { username: 'x'.repeat(201), password: 'x' }]) {
      const res = await be.call('POST', '/auth/token', { body });
      expect(res.status).toBe(422);
      const { fields, fieldKeys } = res.body.error;
      expect(Object.keys(fieldKeys).sort()).toEqual(Object.keys(fields).sort());
    }
    const long = await be.call('POST', '/auth/token', { body: { username: 'x'.repeat(201), password: 'x' } });
    expect(long.body.error.fieldKeys.username).toEqual({ key: 'tooLong', values: { max: 200 } });
  });

  it('name the password rule that a new password breaks', async () => {
    const token = 'x'.repeat(43);
    const short = await be.call('POST', `/forgottenPassword/${token}`, { body: { password: 'abc1' } });
    expect(short.status).toBe(422);
    expect(short.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { password: expect.any(String) },
      fieldKeys: { password: { key: 'tooShort', values: { min: 8 } } },
    });
    const digitless = await be.call('POST', `/forgottenPassword/${token}`, { body: { password: 'no digits here' } });
    expect(digitless.body.error.fieldKeys).toEqual({ password: { key: 'passwordDigit' } });
  });
});

describe('ApiError', () => {
  it('gives the server’s own field checks a key, `invalid` unless named', () => {
    expect(errorBody(invalidField('endDate', 'The end date lies before the start date'))).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The end date lies before the start date',
        fields: { endDate: 'The end date lies before the start date' },
        fieldKeys: { endDate: { key: 'invalid' } },
      },
    });
    expect(errorBody(invalidField('rows', 'Too many', 'tooBig', { max: 4 })).error.fieldKeys).toEqual({
      rows: { key: 'tooBig', values: { max: 4 } },
    });
  });

  it('keys every field, also of errors built by hand, and adds nothing without fields', () => {
    const err = new ApiError('VALIDATION_FAILED', 'Some answers are missing', { 'answers.3': 'Answer this' });
    expect(errorBody(err).error.fieldKeys).toEqual({ 'answers.3': { key: 'invalid' } });
    expect(errorBody(new ApiError('NOT_FOUND', 'Gone')).error).toEqual({ code: 'NOT_FOUND', message: 'Gone' });
  });

  it('names a zod failure after its first field', () => {
    const issues = z.object({ name: z.string().min(2) }).safeParse({ name: 'x' }).error!.issues;
    const err = validationError(issues);
    expect(err.message).toMatch(/^name: /);
    expect(err.fieldKeys).toEqual({ name: { key: 'tooShort', values: { min: 2 } } });
  });
});
