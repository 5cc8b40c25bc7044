// Who keeps their days on the device: crew members and chiefs; any other page deletes them.
// Whose the device's offline queue is: the person, the client contact or the link.
import type { TLoginType } from '../domain/auth';
import { deviceOwner, keptDay } from './kept-day';

const user = (loginTypes: TLoginType[], personId: number | null = 3, contactNumber: number | null = null) => ({
  type: 'user' as const,
  user: { personId, contactNumber, loginTypes },
});
const link = (type: 'project' | 'pluscrew') => ({
  type,
  user: { personId: null, contactNumber: null, loginTypes: [] },
  ...(type === 'project' ? { project: { id: 7 } } : { plusCrew: { id: 7 } }),
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
    expect(keptDay(link('project'))).toBe('forget');
    expect(keptDay(link('pluscrew'))).toBe('forget');
  });

  it('deletes what was kept when the page is drawn for nobody', () => {
    expect(keptDay(null)).toBe('forget');
  });
});

describe('deviceOwner', () => {
  it('is the person, whatever their login types, so a crew chief who also plans has one queue', () => {
    expect(deviceOwner(user(['crew']))).toBe('person:3');
    expect(deviceOwner(user(['planners', 'crew']))).toBe('person:3');
    expect(deviceOwner(user(['crew'], 4))).not.toBe(deviceOwner(user(['crew'], 3)));
  });

  it('tells a client contact and each link apart from persons and from each other', () => {
    expect(deviceOwner(user(['clients'], null, 12))).toBe('contact:12');
    expect(deviceOwner(link('project'))).toBe('project:7');
    expect(deviceOwner(link('pluscrew'))).toBe('pluscrew:7');
  });

  it('is nobody when the page is drawn for nobody', () => {
    expect(deviceOwner(null)).toBeNull();
  });
});
