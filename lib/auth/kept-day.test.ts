// Who keeps their days on the device: crew members and chiefs; a page for nobody deletes.
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

  it('neither keeps nor deletes for planners, office, clients and links', () => {
    expect(keptDay(user(['planners']))).toBeNull();
    expect(keptDay(user(['planning', 'operations']))).toBeNull();
    expect(keptDay(user(['office']))).toBeNull();
    expect(keptDay(user(['clients']))).toBeNull();
    expect(keptDay(user(['crew'], null))).toBeNull();
    expect(keptDay({ type: 'project', user: { personId: null, loginTypes: [] } })).toBeNull();
    expect(keptDay({ type: 'pluscrew', user: { personId: null, loginTypes: [] } })).toBeNull();
  });

  it('deletes what was kept when the page is drawn for nobody', () => {
    expect(keptDay(null)).toBe('forget');
  });
});
