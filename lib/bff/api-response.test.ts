// Field message keys survive the trip backend → BFF → browser, and the BFF's own 422s carry them too.
import { z } from 'zod';
import { responseForError, validationFailed } from './api-response';
import { errorFromResponse } from './backend-client';

const backendAnswer = (status: number, error: unknown) => new Response(JSON.stringify({ error }), { status });

describe('backend errors passed on by the BFF', () => {
  it('keep the fields and their message keys', async () => {
    const err = await errorFromResponse(
      backendAnswer(422, {
        code: 'VALIDATION_FAILED',
        message: 'password: too short',
        fields: { password: 'Too short' },
        fieldKeys: { password: { key: 'tooShort', values: { min: 8 } } },
      }),
    );
    expect([err.status, err.code, err.fields, err.fieldKeys]).toEqual([
      422,
      'VALIDATION_FAILED',
      { password: 'Too short' },
      { password: { key: 'tooShort', values: { min: 8 } } },
    ]);
    const res = responseForError(err);
    expect(res.status).toBe(422);
    expect((await res.json()).error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'password: too short',
      fields: { password: 'Too short' },
      fieldKeys: { password: { key: 'tooShort', values: { min: 8 } } },
    });
  });

  it('read a key this app does not know as invalid, and keep the code when the keys are unreadable', async () => {
    const unknownKey = await errorFromResponse(
      backendAnswer(422, { code: 'VALIDATION_FAILED', message: 'x', fieldKeys: { a: { key: 'brandNew' } } }),
    );
    expect(unknownKey.fieldKeys).toEqual({ a: { key: 'invalid' } });
    const broken = await errorFromResponse(
      backendAnswer(409, { code: 'CONFLICT', message: 'x', fields: { a: 'taken' }, fieldKeys: 'nonsense' }),
    );
    expect([broken.code, broken.fields, broken.fieldKeys]).toEqual(['CONFLICT', { a: 'taken' }, undefined]);
  });
});

describe('validationFailed', () => {
  it('answers 422 with English fields and their message keys', async () => {
    const issues = z.object({ username: z.string().trim().min(1) }).safeParse({ username: ' ' }).error!.issues;
    const res = validationFailed(issues, 'Check the highlighted fields');
    expect([res.status, res.headers.get('cache-control')]).toEqual([422, 'no-store']);
    expect((await res.json()).error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Check the highlighted fields',
      fields: { username: expect.any(String) },
      fieldKeys: { username: { key: 'required' } },
    });
  });
});
