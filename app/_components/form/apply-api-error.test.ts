import { ApiClientError } from '@/lib/client/fetcher';
import { applyApiError, type TApplyTarget } from './apply-api-error';

function target(fields: string[]) {
  const t = {
    hasField: (path: string) => fields.includes(path),
    fieldMessage: (path: string, m: { key: string }) => `${path}:${m.key}`,
    setFieldError: jest.fn(),
    setFormError: jest.fn(),
  } satisfies TApplyTarget;
  return t;
}

describe('applyApiError', () => {
  it('puts the message keys on the matching fields, focusing the first, and adds no form sentence', () => {
    const t = target(['password', 'confirm']);
    const err = new ApiClientError(
      422,
      'VALIDATION_FAILED',
      'password: too short',
      { password: 'Too short', confirm: 'Not the same' },
      { password: { key: 'tooShort', values: { min: 8 } }, confirm: { key: 'passwordMismatch' } },
    );
    applyApiError(err, t);
    expect(t.setFieldError.mock.calls).toEqual([
      ['password', { key: 'tooShort', values: { min: 8 }, text: 'password:tooShort' }, true],
      ['confirm', { key: 'passwordMismatch', text: 'confirm:passwordMismatch' }, false],
    ]);
    expect(t.setFormError).not.toHaveBeenCalled();
  });

  it('says `invalid` in the user’s language where only an English sentence came', () => {
    const t = target(['name']);
    applyApiError(new ApiClientError(422, 'VALIDATION_FAILED', 'x', { name: 'Name taken' }), t);
    expect(t.setFieldError).toHaveBeenCalledWith('name', { key: 'invalid', text: 'name:invalid' }, true);
  });

  it('turns fields the form does not have into the form-level sentence', () => {
    const t = target(['password']);
    const err = new ApiClientError(422, 'VALIDATION_FAILED', 'x', undefined, {
      token: { key: 'tooShort', values: { min: 20 } },
      password: { key: 'passwordDigit' },
    });
    applyApiError(err, t);
    expect(t.setFieldError).toHaveBeenCalledTimes(1);
    expect(t.setFormError).toHaveBeenCalledWith('VALIDATION_FAILED');
  });

  it('shows any other code on the form, beside the fields it names', () => {
    const bad = target(['username']);
    applyApiError(new ApiClientError(401, 'INVALID_CREDENTIALS', 'Wrong'), bad);
    expect([bad.setFieldError.mock.calls.length, bad.setFormError.mock.calls]).toEqual([0, [['INVALID_CREDENTIALS']]]);
    const conflict = target(['name']);
    applyApiError(new ApiClientError(409, 'CONFLICT', 'x', { name: 'Taken' }), conflict);
    expect(conflict.setFieldError).toHaveBeenCalledTimes(1);
    expect(conflict.setFormError).toHaveBeenCalledWith('CONFLICT');
  });

  it('reads anything thrown that is not an API error as UNKNOWN', () => {
    const t = target([]);
    applyApiError(new TypeError('boom'), t);
    expect(t.setFormError).toHaveBeenCalledWith('UNKNOWN');
  });
});

describe('applyApiError with a path map', () => {
  it('puts each server path on the form field it maps to, in the words of that field', () => {
    const t = {
      ...target(['answers.0', 'answers.2']),
      fieldPath: (p: string) => ({ 'answers.exits': 'answers.0', 'answers.count': 'answers.2' })[p] ?? null,
    };
    const err = new ApiClientError(422, 'VALIDATION_FAILED', 'x', undefined, {
      'answers.count': { key: 'tooBig', values: { max: 9 } },
      'answers.exits': { key: 'invalid' },
    });
    applyApiError(err, t);
    expect(t.setFieldError.mock.calls).toEqual([
      ['answers.2', { key: 'tooBig', values: { max: 9 }, text: 'answers.2:tooBig' }, true],
      ['answers.0', { key: 'invalid', text: 'answers.0:invalid' }, false],
    ]);
    expect(t.setFormError).not.toHaveBeenCalled();
  });

  it('shows a path the map leaves out on the form', () => {
    const t = { ...target(['answers.0']), fieldPath: () => null };
    applyApiError(new ApiClientError(422, 'VALIDATION_FAILED', 'x', { date: 'Not a work day' }), t);
    expect(t.setFieldError).not.toHaveBeenCalled();
    expect(t.setFormError).toHaveBeenCalledWith('VALIDATION_FAILED');
  });
});
