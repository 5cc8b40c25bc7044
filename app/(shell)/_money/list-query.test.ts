import { RECEIPT_STATUSES } from '@/lib/domain/money/statuses';
import { listQueryOf, queryParams, sameQuery } from './list-query';

describe('a receipt or invoice list query', () => {
  it('keeps only a known status, a company id and at most 100 characters of text from the address', () => {
    expect(listQueryOf({ status: 'open', companyId: '12', search: 'x'.repeat(120) }, RECEIPT_STATUSES)).toEqual({
      status: 'open',
      companyId: '12',
      search: 'x'.repeat(100),
    });
    expect(listQueryOf({ status: 'sent', companyId: '0', search: ['a', 'b'] }, RECEIPT_STATUSES)).toEqual({
      status: '',
      companyId: '',
      search: '',
    });
  });

  it('goes to the API as the list operation reads it, empty filters left out', () => {
    expect(queryParams({ status: 'paid', companyId: '7', search: ' hall ' })).toEqual({
      status: 'paid',
      companyId: 7,
      search: 'hall',
    });
    expect(queryParams({ status: '', companyId: '', search: '  ' })).toEqual({
      status: undefined,
      companyId: undefined,
      search: undefined,
    });
  });

  it('is the same query whatever spaces surround the text', () => {
    expect(sameQuery({ status: '', companyId: '', search: 'a ' }, { status: '', companyId: '', search: ' a' })).toBe(
      true,
    );
  });
});
