import { hoursAmountCents, payrollTotals } from './payroll-totals';

describe('payrollTotals', () => {
  it('adds hours and allowances to the gross, takes off the deductions and pays expenses back on top', () => {
    const totals = payrollTotals(
      [
        { kind: 'hours', minutes: 450, amountCents: 11_813 }, // 7:30 at 15.75
        { kind: 'hours', minutes: 510, amountCents: 13_388 }, // 8:30 at 15.75
        { kind: 'allowance', minutes: null, amountCents: 2_500 },
        { kind: 'expense', minutes: null, amountCents: 1_840 },
      ],
      4_140,
    );
    expect(totals).toEqual({
      minutes: 960,
      hoursCents: 25_201,
      allowancesCents: 2_500,
      expensesCents: 1_840,
      grossCents: 27_701,
      deductionsCents: 4_140,
      netCents: 25_401,
    });
  });
  it('is all zero without items', () => {
    expect(payrollTotals([], 0).grossCents).toBe(0);
    expect(payrollTotals([], 0).netCents).toBe(0);
  });
});

describe('hoursAmountCents', () => {
  it('pays minutes at an hourly rate, rounded to the cent', () => {
    expect(hoursAmountCents(450, 1575)).toBe(11_813); // 118.125 → 118.13
    expect(hoursAmountCents(60, 1575)).toBe(1575);
    expect(hoursAmountCents(20, 1000)).toBe(333);
  });
});
