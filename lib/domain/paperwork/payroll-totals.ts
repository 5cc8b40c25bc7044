// A payroll's totals from its items, as a payslip adds them up: hours and allowances are the
// gross wage; the deductions (wage tax, social charges) come off the gross; expenses are paid
// back on top, untaxed. Net = gross - deductions + expenses. Integer cents, so every total is exact.
import type { TPayrollItemKind, TPayrollTotals } from './payrolls';

export type TTotalsItem = { kind: TPayrollItemKind; minutes: number | null; amountCents: number };

export function payrollTotals(items: readonly TTotalsItem[], deductionsCents: number): TPayrollTotals {
  const sum = (kind: TPayrollItemKind) => items.filter((i) => i.kind === kind).reduce((n, i) => n + i.amountCents, 0);
  const hoursCents = sum('hours');
  const allowancesCents = sum('allowance');
  const expensesCents = sum('expense');
  const grossCents = hoursCents + allowancesCents;
  return {
    minutes: items.filter((i) => i.kind === 'hours').reduce((n, i) => n + (i.minutes ?? 0), 0),
    hoursCents,
    allowancesCents,
    expensesCents,
    grossCents,
    deductionsCents,
    netCents: grossCents - deductionsCents + expensesCents,
  };
}

/** The pay for `minutes` at `rateCents` an hour, rounded to the cent (halves up). */
export const hoursAmountCents = (minutes: number, rateCents: number) => Math.round((minutes * rateCents) / 60);
