import { isFluidContainer, showBackArrow, showBottomBar } from './shell';

const PROJECT = { type: 'project', project: { id: 7, number: 1007 } } as const;
const PLUS_CREW = { type: 'pluscrew', plusCrew: { id: 3, number: 3003 } } as const;
const USER = { type: 'user' } as const;

describe('showBackArrow', () => {
  it('is hidden on the root path', () => {
    expect(showBackArrow('/', USER)).toBe(false);
    expect(showBackArrow('/', null)).toBe(false);
    expect(showBackArrow('/', PROJECT)).toBe(false);
  });
  it('is hidden on the project page during a project session', () => {
    expect(showBackArrow('/projects/1007', PROJECT)).toBe(false);
    expect(showBackArrow('/projects/1007/', PROJECT)).toBe(false);
    expect(showBackArrow('/projects/1007/contact-project-manager', PROJECT)).toBe(true);
    expect(showBackArrow('/crews/5', PROJECT)).toBe(true);
    expect(showBackArrow('/projects/1007', USER)).toBe(true);
  });
  it('is hidden during a plus-crew session', () => {
    expect(showBackArrow('/plus-crews/3003', PLUS_CREW)).toBe(false);
    expect(showBackArrow('/plus-crews/3003/data', PLUS_CREW)).toBe(false);
    expect(showBackArrow('/plus-crews/3003/data', USER)).toBe(true);
  });
  it('shows elsewhere', () => {
    expect(showBackArrow('/jobs', USER)).toBe(true);
    expect(showBackArrow('/version', null)).toBe(true);
  });
});

describe('isFluidContainer', () => {
  it.each([
    ['/plus-crews', true],
    ['/plus-crews/3003', true],
    ['/plus-crews/3003/data', true],
    ['/PLUS-CREWS/3003/', true],
    ['/', false],
    ['/jobs', false],
    ['/plus-crewsx', false],
    ['/projects/1', false],
  ] as const)('%s → %s', (path, expected) => expect(isFluidContainer(path)).toBe(expected));
});

describe('showBottomBar (re-exported for the shell)', () => {
  it('is hidden for reduced sessions', () => {
    expect(showBottomBar({ type: 'project', user: { loginTypes: ['crew'] }, rights: {}, mailboxRights: [] })).toBe(
      false,
    );
    expect(showBottomBar({ type: 'user', user: { loginTypes: ['crew'] }, rights: {}, mailboxRights: [] })).toBe(true);
  });
});
