import { dialable } from './phone';

describe('dialable', () => {
  it.each([
    ['+31 20 123 4567', '+31201234567'],
    ['020-123 45 67', '0201234567'],
    ['(06) 12.34.56.78', '0612345678'],
  ])('%s → %s', (phone, expected) => expect(dialable(phone)).toBe(expected));
});
