// Receipts, invoices and the company settings behind them (rules "Money and paperwork").
export * from './totals';
export * from './statuses';
export * from './document-limits';
export * from './items';
export * from './settings';
export * from './documents';
export * from './receipts';
export * from './invoices';
export * from './paths';
export * from './parse';
