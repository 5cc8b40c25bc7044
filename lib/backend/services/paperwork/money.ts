// Money on paper (payslips, annual statements): in English, with the currency's own symbol.
// The screens format money in the user's locale themselves.
export const moneyText = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
