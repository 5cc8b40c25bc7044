import { hoursText } from './hours';

describe('hoursText', () => {
  it('writes minutes as hours and minutes', () => {
    expect(hoursText(450)).toBe('7:30');
    expect(hoursText(5)).toBe('0:05');
    expect(hoursText(0)).toBe('0:00');
  });
  it('signs a balance', () => {
    expect(hoursText(80, true)).toBe('+1:20');
    expect(hoursText(-125, true)).toBe('−2:05');
    expect(hoursText(0, true)).toBe('0:00');
  });
});
