/** @jest-environment jsdom */
// The sign-off form in a DOM with the real messages: typed hours checked on their own fields,
// sent as minutes, and the backend's answer about the k-th line sent shown on that person's field.
import { act } from 'react';
import en from '@/messages/en.json';
import { renderWithIntl } from '@/app/_components/test-support/render';
import { ApiClientError } from '@/lib/client/fetcher';
import { submitOrQueue } from '@/lib/client/submit-or-queue';
import type { TSignOff, TSignOffLine } from '@/lib/domain/field-work';
import { SignOffPanel } from './sign-off-panel';

jest.mock('@/lib/client/api/field-work', () => ({
  useSignOff: (_crewId: number, _date: string, initial: TSignOff) => ({ data: initial, mutate: async () => {} }),
}));
jest.mock('@/lib/client/use-outbox', () => ({ useOutbox: () => ({ queue: [], online: true }), useRefused: () => [] }));
jest.mock('@/lib/client/submit-or-queue', () => ({ submitOrQueue: jest.fn() }));
jest.mock('@/lib/client/toast-store', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const propose = submitOrQueue as jest.MockedFunction<typeof submitOrQueue>;
const line = (id: number, name: string, rest: Partial<TSignOffLine> = {}): TSignOffLine => ({
  assignmentId: id,
  personId: id * 10,
  name,
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
const initial: TSignOff = {
  date: '2026-06-01',
  signedOff: null,
  lines: [
    line(1, 'Ann'),
    line(2, 'Bo', { checkInAt: null, checkOutAt: null, suggestedMinutes: null }),
    line(3, 'Cas', { checkOutAt: null, suggestedMinutes: null }),
    line(4, 'Dee'),
  ],
};

let view: Awaited<ReturnType<typeof renderWithIntl>>;
beforeEach(async () => {
  propose.mockReset();
  view = await renderWithIntl(<SignOffPanel crewId={7} date="2026-06-01" initial={initial} />);
});
afterEach(() => view.unmount());

const field = (which: 'paid' | 'charged', id: number) =>
  view.container.querySelector<HTMLInputElement>(`#${which}-${id}`)!;
const errorOf = (which: 'paid' | 'charged', id: number) =>
  view.container.querySelector(`#${which}-${id}-error`)?.textContent ?? null;
async function type(el: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
  await act(async () => {
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function save() {
  await act(async () => {
    view.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('SignOffPanel', () => {
  it('has hours fields for everyone checked in, named after the person', () => {
    expect(field('paid', 1).value).toBe('7:30');
    expect(field('paid', 1).getAttribute('aria-label')).toBe('Paid hours of Ann');
    expect(field('paid', 2)).toBeNull();
    expect(field('charged', 3).value).toBe('');
  });

  it('shows hours it cannot read on their own field, and sends nothing', async () => {
    await type(field('paid', 1), '7.5');
    await type(field('charged', 4), '25:00');
    await save();
    expect(propose).not.toHaveBeenCalled();
    expect(errorOf('paid', 1)).toBe(en.SignOffPage.invalidHours);
    expect(errorOf('charged', 4)).toBe(en.SignOffPage.invalidHours);
    expect([errorOf('charged', 1), errorOf('paid', 4), errorOf('paid', 3)]).toEqual([null, null, null]);
    expect(field('paid', 1).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('paid', 1));
  });

  it('sends the hours as minutes, leaving out who is still in with nothing typed', async () => {
    propose.mockResolvedValueOnce({ ...initial, lines: initial.lines.map((l) => ({ ...l, paidMinutes: 480 })) });
    await type(field('paid', 1), '8');
    await save();
    expect(propose).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'proposedHours',
        path: '/projectCrews/7/setProposedPaidChargedHours',
        body: {
          date: '2026-06-01',
          lines: [
            { assignmentId: 1, paidMinutes: 480, chargedMinutes: 450 },
            { assignmentId: 4, paidMinutes: 450, chargedMinutes: 450 },
          ],
        },
      }),
    );
    expect(field('paid', 1).value).toBe('8:00');
  });

  it('puts the backend’s error about the second line sent on that person’s field, values kept', async () => {
    propose.mockRejectedValueOnce(
      new ApiClientError(422, 'VALIDATION_FAILED', 'x', undefined, {
        'lines.1.chargedMinutes': { key: 'tooBig', values: { max: 1440 } },
      }),
    );
    await type(field('charged', 4), '9:15');
    await save();
    expect(errorOf('charged', 4)).toBe(en.SignOffPage.invalidHours);
    expect(view.container.querySelector('[data-testid="sign-off-error"]')).toBeNull();
    expect(field('charged', 4).value).toBe('9:15');
  });

  it('says any other refusal above the lines', async () => {
    propose.mockRejectedValueOnce(new ApiClientError(409, 'CONFLICT', 'Signed off'));
    await save();
    expect(view.container.querySelector('[data-testid="sign-off-error"]')?.textContent).toBe(en.Errors.CONFLICT);
  });
});
