import { figuresFromSeries } from './series';
import { settingsFromValues } from './settings';
import { requiredValueTypes, VALUE_TYPE_CODES } from './value-types';

const type = (code: (typeof VALUE_TYPE_CODES)[number]) => ({ code });

describe('settingsFromValues', () => {
  it('reads the border and the bonus as an amount or a percentage', () => {
    const border = { valueType: type('targetBorder'), amountCents: null, percent: 92.5 };
    expect(settingsFromValues([border, { valueType: type('teamBonus'), amountCents: 75000, percent: null }])).toEqual({
      targetBorderPercent: 92.5,
      teamBonus: { kind: 'amount', amountCents: 75000 },
    });
    expect(settingsFromValues([{ valueType: type('teamBonus'), amountCents: null, percent: 5 }, border])).toEqual({
      targetBorderPercent: 92.5,
      teamBonus: { kind: 'percentage', percent: 5 },
    });
  });

  it('is null until both are set', () => {
    expect(settingsFromValues([])).toBeNull();
    expect(settingsFromValues([{ valueType: type('targetBorder'), amountCents: null, percent: 90 }])).toBeNull();
    expect(settingsFromValues([{ valueType: type('teamBonus'), amountCents: 100, percent: null }])).toBeNull();
  });
});

describe('requiredValueTypes (rules §5: loading fails without them)', () => {
  const all = VALUE_TYPE_CODES.map((code, i) => ({ id: i + 1, code, caption: code }));

  it('gives each of the five by its code', () => {
    expect(requiredValueTypes([...all].reverse())?.staffHours).toEqual({
      id: 4,
      code: 'staffHours',
      caption: 'staffHours',
    });
  });

  it('is null when any one is missing', () => {
    for (const code of VALUE_TYPE_CODES) expect(requiredValueTypes(all.filter((t) => t.code !== code))).toBeNull();
  });
});

describe('figuresFromSeries', () => {
  it('joins the three series into one row per date', () => {
    expect(
      figuresFromSeries([
        { code: 'actualTurnover', entries: [{ date: '2025-06-02', amountCents: 500 }] },
        {
          code: 'staffHours',
          entries: [
            { date: '2025-06-01', hours: 7.5 },
            { date: '2025-06-02', hours: 8 },
          ],
        },
        { code: 'targetTurnover', entries: [{ date: '2025-06-02', amountCents: 600 }] },
      ]),
    ).toEqual([
      { date: '2025-06-01', actualTurnoverCents: null, targetTurnoverCents: null, staffHours: 7.5 },
      { date: '2025-06-02', actualTurnoverCents: 500, targetTurnoverCents: 600, staffHours: 8 },
    ]);
  });
});
