import { ZDayEntryForm } from './day-entry-schema';

const parse = (values: Record<string, string>) =>
  ZDayEntryForm.safeParse(
    { actualTurnoverCents: '', targetTurnoverCents: '', staffHours: '', ...values },
    { reportInput: true },
  );

describe('the day entry form', () => {
  it('reads money as cents and hours as hours, in any of the app languages; empty clears', () => {
    expect(
      parse({ actualTurnoverCents: '1.234,56', targetTurnoverCents: '1,200.00', staffHours: '37,5' }).data,
    ).toEqual({
      actualTurnoverCents: 123456,
      targetTurnoverCents: 120000,
      staffHours: 37.5,
    });
    expect(parse({}).data).toEqual({ actualTurnoverCents: null, targetTurnoverCents: null, staffHours: null });
  });

  it('names what is wrong with each field, with the keys the server uses', () => {
    const result = parse({ actualTurnoverCents: 'abc', targetTurnoverCents: '200000000', staffHours: 'acht' });
    const keys = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), (i as { params?: { key?: string } }).params?.key ?? i.code]),
    );
    expect(keys).toEqual({ actualTurnoverCents: 'format', targetTurnoverCents: 'too_big', staffHours: 'format' });
  });
});
