// Who keeps their days on the device: crew members and chiefs; any other page deletes them.
import type { TLoginType } from '../domain/auth';
import { keptDay } from './kept-day';

const user = (loginTypes: TLoginType[], personId: number | null = 3) => ({
  type: 'user' as const,
  user: { personId, loginTypes },
});

describe('keptDay', () => {
  it('keeps the day of a personal login of type crew, also one that plans as well', () => {
    expect(keptDay(user(['crew']))).toBe('keep');
    expect(keptDay(user(['planners', 'crew']))).toBe('keep');
  });

  it("deletes what was kept for planners, office, clients and links: it can only be someone else's", () => {
    expect(keptDay(user(['planners']))).toBe('forget');
    expect(keptDay(user(['planning', 'operations']))).toBe('forget');
    expect(keptDay(user(['office']))).toBe('forget');
    expect(keptDay(user(['clients']))).toBe('forget');
    expect(keptDay(user(['crew'], null))).toBe('forget');
    expect(keptDay({ type: 'project', user: { personId: null, loginTypes: [] } })).toBe('forget');
    expect(keptDay({ type: 'pluscrew', user: { personId: null, loginTypes: [] } })).toBe('forget');
  });

  it('deletes what was kept when the page is drawn for nobody', () => {
    expect(keptDay(null)).toBe('forget');
  });
});
