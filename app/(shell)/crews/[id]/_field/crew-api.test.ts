import { CrewApiError, errorCodeOf, errorFromBody, fieldErrorCode } from './crew-api';

describe('field-work error codes', () => {
  it('keeps the codes of the crew day and the shared ones', () => {
    for (const code of ['ALREADY_CHECKED_IN', 'NOT_CHECKED_IN', 'ALREADY_CHECKED_OUT', 'NOT_RELEASED', 'ALREADY_SIGNED', 'UNSUPPORTED_MEDIA_TYPE', 'FORBIDDEN', 'PAYLOAD_TOO_LARGE']) {
      expect(fieldErrorCode(code)).toBe(code);
    }
    expect(fieldErrorCode('SOMETHING_NEW')).toBe('UNKNOWN');
    expect(fieldErrorCode(42)).toBe('UNKNOWN');
  });

  it('reads the backend error body', () => {
    const err = errorFromBody(409, { error: { code: 'NOT_CHECKED_IN', message: 'Check in first', fields: { at: 'bad', n: 1 } } });
    expect(err).toBeInstanceOf(CrewApiError);
    expect([err.status, err.code, err.message, err.fields]).toEqual([409, 'NOT_CHECKED_IN', 'Check in first', { at: 'bad' }]);
    expect(errorCodeOf(err)).toBe('NOT_CHECKED_IN');
  });

  it('names a body without a code by its status', () => {
    expect(errorFromBody(502, null).code).toBe('BACKEND_ERROR');
    expect(errorFromBody(413, 'too big').code).toBe('REQUEST_FAILED');
    expect(errorCodeOf(new Error('x'))).toBe('UNKNOWN');
  });
});
