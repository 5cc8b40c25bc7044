import type { TSignOffLine } from '@/lib/domain/field-work';
import { validationMessage } from '@/lib/domain/validation';
import { lineDrafts, linePath } from './sign-off-lines';
import { ZSignOffForm } from './sign-off-schema';

const line = (id: number, rest: Partial<TSignOffLine>): TSignOffLine => ({
  assignmentId: id,
  personId: id * 10,
  name: `P${id}`,
  function: 'Stagehand',
  checkInAt: '2026-06-01T06:00:00Z',
  checkOutAt: '2026-06-01T14:00:00Z',
  suggestedMinutes: 450,
  paidMinutes: null,
  chargedMinutes: null,
  hoursPending: false,
  lateSync: false,
  ...rest,
});

const problems = (values: unknown) =>
  Object.fromEntries(
    (ZSignOffForm.safeParse(values, { reportInput: true }).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      validationMessage(i).key,
    ]),
  );

describe('the sign-off form’s lines', () => {
  it('start from the proposed hours, else the suggested ones, for everyone checked in', () => {
    const drafts = lineDrafts([
      line(1, { paidMinutes: 465, chargedMinutes: 480 }),
      line(2, { checkInAt: null, checkOutAt: null, suggestedMinutes: null }),
      line(3, { checkOutAt: null, suggestedMinutes: null }),
      line(4, {}),
    ]);
    expect(drafts).toEqual([
      { assignmentId: 1, stillIn: false, paid: '7:45', charged: '8:00' },
      { assignmentId: 3, stillIn: true, paid: '', charged: '' },
      { assignmentId: 4, stillIn: false, paid: '7:30', charged: '7:30' },
    ]);
  });

  it('map the backend’s `lines.<sent>.…Minutes` onto the form’s field of the same person', () => {
    // Cas is still in with nothing typed: not sent, so the second line sent is Dee's.
    const drafts = lineDrafts([line(1, {}), line(3, { checkOutAt: null, suggestedMinutes: null }), line(4, {})]);
    expect(linePath(drafts, 'lines.1.chargedMinutes')).toBe('lines.2.charged');
    expect(linePath(drafts, 'lines.0.paidMinutes')).toBe('lines.0.paid');
    expect(linePath(drafts, 'lines.2.paidMinutes')).toBeNull();
    expect(linePath(drafts, 'lines.0.assignmentId')).toBeNull();
    expect(linePath(drafts, 'date')).toBeNull();
  });
});

describe('ZSignOffForm', () => {
  it('sends typed hours as minutes, and leaves out a person still in with nothing typed', () => {
    expect(
      ZSignOffForm.parse({
        lines: [
          { assignmentId: 1, stillIn: false, paid: '7:45', charged: ' 8 ' },
          { assignmentId: 3, stillIn: true, paid: '', charged: ' ' },
          { assignmentId: 4, stillIn: true, paid: '2:00', charged: '2:15' },
        ],
      }),
    ).toEqual({
      lines: [
        { assignmentId: 1, paidMinutes: 465, chargedMinutes: 480 },
        { assignmentId: 4, paidMinutes: 120, chargedMinutes: 135 },
      ],
    });
  });

  it('marks each field that is not hours, or more than a day, on its own', () => {
    expect(
      problems({
        lines: [
          { assignmentId: 1, stillIn: false, paid: '7.5', charged: '8:00' },
          { assignmentId: 3, stillIn: false, paid: '', charged: '' },
          { assignmentId: 4, stillIn: true, paid: '25:00', charged: '' },
        ],
      }),
    ).toEqual({
      'lines.0.paid': 'format',
      'lines.1.paid': 'format',
      'lines.1.charged': 'format',
      'lines.2.paid': 'tooBig',
      'lines.2.charged': 'format',
    });
  });
});
