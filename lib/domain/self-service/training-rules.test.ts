import { expiresSoon, sortTrainings, trainingStatus } from './training-rules';

const today = '2026-03-14';

describe('trainingStatus', () => {
  it.each([
    [{ status: 'done', expiresOn: '2026-03-13' }, 'expired'],
    [{ status: 'done', expiresOn: '2026-03-14' }, 'done'],
    [{ status: 'done', expiresOn: null }, 'done'],
    [{ status: 'planned', expiresOn: null }, 'planned'],
    [{ status: 'todo', expiresOn: null }, 'todo'],
  ] as const)('%j is %s', (t, expected) => expect(trainingStatus(t, today)).toBe(expected));
});

describe('expiresSoon (within 30 days)', () => {
  it.each([
    ['2026-03-14', true],
    ['2026-04-13', true],
    ['2026-04-14', false],
    ['2026-03-13', false],
  ])('expiring %s: %s', (expiresOn, expected) =>
    expect(expiresSoon({ status: 'done', expiresOn }, today)).toBe(expected),
  );
  it('never for an expired one or one without expiry', () => {
    expect(expiresSoon({ status: 'expired', expiresOn: '2026-03-20' }, today)).toBe(false);
    expect(expiresSoon({ status: 'done', expiresOn: null }, today)).toBe(false);
  });
});

describe('sortTrainings', () => {
  it('puts those expiring within 30 days first, soonest first, then expired, to do, planned, done', () => {
    const item = (
      name: string,
      status: 'todo' | 'planned' | 'done' | 'expired',
      expiresOn: string | null,
      soon = false,
    ) => ({
      name,
      status,
      expiresOn,
      expiresSoon: soon,
    });
    const sorted = sortTrainings([
      item('Done later', 'done', '2028-01-01'),
      item('Todo', 'todo', null),
      item('Soon 2', 'done', '2026-04-01', true),
      item('Planned', 'planned', null),
      item('Expired', 'expired', '2025-01-01'),
      item('Soon 1', 'done', '2026-03-20', true),
      item('Done forever', 'done', null),
    ]);
    expect(sorted.map((t) => t.name)).toEqual([
      'Soon 1',
      'Soon 2',
      'Expired',
      'Todo',
      'Planned',
      'Done later',
      'Done forever',
    ]);
  });
});
