import {
  allRights,
  can,
  isClient,
  isClientOrPlanner,
  isCrew,
  isOffice,
  isPlanner,
  isPlannerOrOffice,
} from './rights-registry';

describe('can', () => {
  const rights = { receipts: ['READ', 'CREATE'], plusCrews: ['EDIT'] };
  it('checks the resource and the permission of the right', () => {
    expect(can(rights, 'receipts.READ')).toBe(true);
    expect(can(rights, 'receipts.CREATE')).toBe(true);
    expect(can(rights, 'receipts.DELETE')).toBe(false);
    expect(can(rights, 'plusCrews.EDIT')).toBe(true);
    expect(can(rights, 'plusCrews.READ')).toBe(false);
  });
  it('is false for a resource not held and for no rights at all', () => {
    expect(can(rights, 'invoices.READ')).toBe(false);
    expect(can({}, 'receipts.READ')).toBe(false);
    expect(can(null, 'receipts.READ')).toBe(false);
    expect(can(undefined, 'receipts.READ')).toBe(false);
  });
  it('lists every right once, as resource.PERMISSION', () => {
    expect(new Set(allRights()).size).toBe(allRights().length);
    expect(allRights()).toEqual(expect.arrayContaining(['projects.EDIT_PROJECT_LOGO', 'crewMemberships.DELETE']));
    for (const right of allRights()) expect(right).toMatch(/^[a-z]\w*\.[A-Z_]+$/);
  });
  it('takes only the rights of the registry (a misspelt one fails the type check)', () => {
    // @ts-expect-error: no such resource
    expect(can(rights, 'receipt.READ')).toBe(false);
    // @ts-expect-error: receipts has no EDIT
    expect(can(rights, 'receipts.EDIT')).toBe(false);
  });
});

describe('login type rules', () => {
  it.each([
    [['planners'], true],
    [['operations'], true],
    [['planning'], true],
    [['crew'], false],
    [['clients'], false],
    [['office'], false],
    [[], false],
    [['crew', 'planning'], true],
  ] as const)('isPlanner(%j) = %s', (types, expected) => expect(isPlanner(types)).toBe(expected));

  it('isCrew, isClient, isOffice match their own type only', () => {
    expect([isCrew(['crew']), isCrew(['clients']), isCrew([])]).toEqual([true, false, false]);
    expect([isClient(['clients']), isClient(['crew']), isClient([])]).toEqual([true, false, false]);
    expect([isOffice(['office']), isOffice(['planners']), isOffice([])]).toEqual([true, false, false]);
  });

  it('names the pairs the screens and services ask for', () => {
    expect([isPlannerOrOffice(['office']), isPlannerOrOffice(['operations']), isPlannerOrOffice(['crew'])]).toEqual([
      true,
      true,
      false,
    ]);
    expect([isClientOrPlanner(['clients']), isClientOrPlanner(['planning']), isClientOrPlanner(['office'])]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
