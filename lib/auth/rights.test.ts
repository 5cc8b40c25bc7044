import { hasRight, isClient, isCrew, isOffice, isPlanner } from './rights';

describe('hasRight', () => {
  const rights = { receipts: ['READ', 'CREATE'], plusCrews: ['EDIT'] };
  it('defaults to READ', () => {
    expect(hasRight(rights, 'receipts')).toBe(true);
    expect(hasRight(rights, 'plusCrews')).toBe(false);
  });
  it('checks the given permission', () => {
    expect(hasRight(rights, 'receipts', 'CREATE')).toBe(true);
    expect(hasRight(rights, 'receipts', 'DELETE')).toBe(false);
    expect(hasRight(rights, 'plusCrews', 'EDIT')).toBe(true);
  });
  it('is false for unknown resources and no rights', () => {
    expect(hasRight(rights, 'invoices')).toBe(false);
    expect(hasRight({}, 'receipts')).toBe(false);
    expect(hasRight(null, 'receipts')).toBe(false);
    expect(hasRight(undefined, 'receipts')).toBe(false);
  });
});

describe('login type checks', () => {
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
});
