import { ZDayEntryForm } from './day-entry-schema';

const parse = (values: Record<string, string>) =>
  ZDayEntryForm.safeParse({ actualTurnover: '', targetTurnover: '', staffHours: '', ...values }, { reportInput: true });

describe('the day entry form', () => {
  it('reads money as cents and hours as hours, in any of the app languages; empty clears', () => {
    expect(parse({ actualTurnover: '1.234,56', targetTurnover: '1,200.00', staffHours: '37,5' }).data).toEqual({
      actualTurnover: 123456,
      targetTurnover: 120000,
      staffHours: 37.5,
    });
    expect(parse({}).data).toEqual({ actualTurnover: null, targetTurnover: null, staffHours: null });
  });

  it('names what is wrong with each field, with the keys the server uses', () => {
    const result = parse({ actualTurnover: 'abc', targetTurnover: '200000000', staffHours: 'acht' });
    const keys = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), (i as { params?: { key?: string } }).params?.key ?? i.code]),
    );
    expect(keys).toEqual({ actualTurnover: 'format', targetTurnover: 'too_big', staffHours: 'format' });
  });
});
