import { ApiClientError, apiErrorFromBody, errorCodeOf, readApiResponse } from './fetcher';
import { errorMessageKey } from './error-message';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readApiResponse', () => {
  it('unwraps data', async () => {
    await expect(readApiResponse(json(200, { data: [1, 2] }))).resolves.toEqual([1, 2]);
  });

  it('throws the error code, message and fields', async () => {
    const err = await readApiResponse(
      json(422, { error: { code: 'VALIDATION_FAILED', message: 'Bad', fields: { name: 'Enter a name' } } }),
    ).catch((e) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect(err).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Bad',
      fields: { name: 'Enter a name' },
    });
  });

  it('maps an unknown code to UNKNOWN and a body without error by status', async () => {
    await expect(readApiResponse(json(418, { error: { code: 'TEAPOT', message: 'x' } }))).rejects.toMatchObject({
      code: 'UNKNOWN',
    });
    await expect(readApiResponse(new Response('oops', { status: 502 }))).rejects.toMatchObject({
      code: 'BACKEND_ERROR',
      status: 502,
    });
    await expect(readApiResponse(new Response('oops', { status: 400 }))).rejects.toMatchObject({
      code: 'REQUEST_FAILED',
    });
  });
});

describe('apiErrorFromBody', () => {
  it('keeps the field-work codes and only the text fields', () => {
    for (const code of [
      'ALREADY_CHECKED_IN',
      'NOT_CHECKED_IN',
      'ALREADY_CHECKED_OUT',
      'NOT_RELEASED',
      'ALREADY_SIGNED',
      'UNSUPPORTED_MEDIA_TYPE',
    ]) {
      expect(apiErrorFromBody(409, { error: { code } }).code).toBe(code);
    }
    const err = apiErrorFromBody(409, {
      error: { code: 'NOT_CHECKED_IN', message: 'Check in first', fields: { at: 'bad', n: 1 } },
    });
    expect([err.status, err.code, err.message, err.fields]).toEqual([
      409,
      'NOT_CHECKED_IN',
      'Check in first',
      { at: 'bad' },
    ]);
    expect(errorCodeOf(err)).toBe('NOT_CHECKED_IN');
    expect(errorCodeOf(new Error('x'))).toBe('UNKNOWN');
  });
});

describe('field message keys', () => {
  it('are read beside the English fields, unknown keys as invalid, junk dropped', () => {
    const err = apiErrorFromBody(422, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Check the highlighted fields',
        fields: { password: 'Too short', confirm: 'No' },
        fieldKeys: {
          password: { key: 'tooShort', values: { min: 8, bad: [] } },
          confirm: { key: 'notKnownHere' },
          token: 'junk',
        },
      },
    });
    expect(err.fieldKeys).toEqual({
      password: { key: 'tooShort', values: { min: 8 } },
      confirm: { key: 'invalid' },
    });
    expect(apiErrorFromBody(422, { error: { code: 'VALIDATION_FAILED', fieldKeys: [] } }).fieldKeys).toBeUndefined();
  });
});

describe('errorMessageKey', () => {
  it('gives Errors.<CODE> and falls back to UNKNOWN', () => {
    expect(errorMessageKey('TOO_MANY_ATTEMPTS')).toBe('Errors.TOO_MANY_ATTEMPTS');
    expect(errorMessageKey('SOMETHING_NEW')).toBe('Errors.UNKNOWN');
    expect(errorMessageKey(undefined)).toBe('Errors.UNKNOWN');
  });
});
