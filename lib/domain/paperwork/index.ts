// Money and paperwork (rules "Money and paperwork"): payrolls, staff contracts, documents to sign, forms.
export * from './payrolls';
export * from './payroll-totals';
export * from './contracts';
export * from './contract-figures';
export * from './documents';
export * from './signing-order';
export * from './forms-perform';
export * from './paths';
