import { ZSettingsForm } from './settings-schema';

const parse = (targetBorderPercent: string, kind: 'amount' | 'percentage', amount: string, percent: string) =>
  ZSettingsForm.safeParse(
    { targetBorderPercent, teamBonus: { kind, amountCents: amount, percent } },
    { reportInput: true },
  );

const issues = (result: ReturnType<typeof parse>) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [
      i.path.join('.'),
      (i as { params?: { key?: string } }).params?.key ?? i.code,
    ]),
  );

describe('the settings form', () => {
  it('reads the border and the chosen bonus, leaving the other one aside', () => {
    expect(parse('92,5', 'amount', '750', 'x').data).toEqual({
      targetBorderPercent: 92.5,
      teamBonus: { kind: 'amount', amountCents: 75000 },
    });
    expect(parse('90', 'percentage', 'x', '12.5').data).toEqual({
      targetBorderPercent: 90,
      teamBonus: { kind: 'percentage', percent: 12.5 },
    });
  });

  it('puts each problem on its own field', () => {
    expect(issues(parse('', 'amount', '', ''))).toEqual({
      targetBorderPercent: 'invalid_type',
      'teamBonus.amountCents': 'invalid_type',
    });
    expect(issues(parse('0', 'percentage', '', '150'))).toEqual({
      targetBorderPercent: 'too_small',
      'teamBonus.percent': 'too_big',
    });
    expect(issues(parse('ninety', 'amount', '0', ''))).toEqual({
      targetBorderPercent: 'format',
      'teamBonus.amountCents': 'too_small',
    });
  });
});
