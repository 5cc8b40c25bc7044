import { invoiceStatus, receiptDeletable, receiptEditable, RECEIPT_TRANSITIONS } from './statuses';

describe('receipt statuses', () => {
  it('changes only while open, and deletes only open or rejected receipts', () => {
    expect(['open', 'approved', 'rejected', 'paid'].filter((s) => receiptEditable(s as never))).toEqual(['open']);
    expect(['open', 'approved', 'rejected', 'paid'].filter((s) => receiptDeletable(s as never))).toEqual([
      'open',
      'rejected',
    ]);
  });
  it('has no way out of paid', () => {
    expect(RECEIPT_TRANSITIONS.paid).toEqual([]);
  });
});

describe('invoiceStatus', () => {
  it('is overdue only when sent and past its due date on the tenant’s today', () => {
    expect(invoiceStatus('sent', '2026-03-01', '2026-03-02')).toBe('overdue');
    expect(invoiceStatus('sent', '2026-03-02', '2026-03-02')).toBe('sent');
    expect(invoiceStatus('paid', '2026-03-01', '2026-03-02')).toBe('paid');
    expect(invoiceStatus('draft', '2026-03-01', '2026-03-02')).toBe('draft');
  });
});
