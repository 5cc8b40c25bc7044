import { ERROR_CODES, isPassingError } from './errors';

describe('isPassingError', () => {
  it('is the server, the backend or the network failing, never the request itself', () => {
    expect(ERROR_CODES.filter(isPassingError).sort()).toEqual(
      [
        'BACKEND_BAD_RESPONSE',
        'BACKEND_ERROR',
        'BACKEND_TIMEOUT',
        'BACKEND_UNAVAILABLE',
        'DATABASE_UNAVAILABLE',
        'INTERNAL',
        'LIVE_UNAVAILABLE',
        'NETWORK_ERROR',
        'UNKNOWN',
      ].sort(),
    );
  });
});
