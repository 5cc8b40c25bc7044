import { validationMessage } from '@/lib/domain/validation';
import { ZLinkPasswordForm } from './link-password-schema';

const messages = (password: string, confirm: string) =>
  Object.fromEntries(
    (ZLinkPasswordForm.safeParse({ password, confirm }, { reportInput: true }).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      validationMessage(i),
    ]),
  );

describe('the link-login password form', () => {
  it('takes a password of the server’s length, typed the same twice', () => {
    expect(ZLinkPasswordForm.parse({ password: 'Venue-2030', confirm: 'Venue-2030' })).toEqual({
      password: 'Venue-2030',
      confirm: 'Venue-2030',
    });
    expect(messages('x'.repeat(200), 'x'.repeat(200))).toEqual({});
  });

  it('words each problem on its field by the keys the server answers with', () => {
    expect(messages('', '')).toEqual({ password: { key: 'tooShort', values: { min: 8 } } });
    expect(messages('Short-7', 'Short-7')).toEqual({ password: { key: 'tooShort', values: { min: 8 } } });
    expect(messages('x'.repeat(201), 'x'.repeat(201))).toMatchObject({ password: { key: 'tooLong' } });
    expect(messages('Venue-2030', 'Venue-2031')).toEqual({ confirm: { key: 'passwordMismatch' } });
  });
});
