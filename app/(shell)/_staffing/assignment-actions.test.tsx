/** @jest-environment jsdom */
// Confirming a person on a row, with the real messages: a 409 DOUBLE_BOOKING shows the marker
// and the conflicting job, nothing more is sent until the planner says yes a second time, and
// then the same change goes again with confirmDoubleBooking.
import { act } from 'react';
import en from '@/messages/en.json';
import { renderWithIntl } from '@/app/_components/test-support/render';
import { ApiClientError } from '@/lib/client/fetcher';
import { changeAssignment } from '@/lib/client/api/planning';
import type { TAssignmentView } from '@/lib/domain/planning';
import { AssignmentActions } from './assignment-actions';

jest.mock('@/lib/client/api/planning', () => ({
  changeAssignment: jest.fn(),
  cancelAssignment: jest.fn(),
  recordNoShow: jest.fn(),
}));
jest.mock('@/lib/client/toast-store', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const change = changeAssignment as jest.MockedFunction<typeof changeAssignment>;
const assignment: TAssignmentView = {
  id: 41,
  version: 2,
  rowNo: 1,
  status: 'requested',
  person: { id: 5, name: 'Sam de Vries' },
  doubleBooked: false,
  declineReason: null,
};
const conflict = {
  kind: 'assignment',
  assignmentId: 9,
  crewItemId: 3,
  status: 'confirmed',
  project: { id: 2, number: 260007, name: 'Harbour Gala' },
  crew: { id: 4, name: 'Day crew' },
  function: { id: 1, name: 'Stagehand' },
  startsAt: '2026-06-01T06:00:00.000Z',
  endsAt: '2026-06-01T15:00:00.000Z',
};

let onChanged: jest.Mock;
let view: Awaited<ReturnType<typeof renderWithIntl>>;
beforeEach(async () => {
  change.mockReset();
  onChanged = jest.fn();
  view = await renderWithIntl(
    <AssignmentActions item={{ id: 3, version: 1 }} assignment={assignment} canNoShow={false} onChanged={onChanged} />,
  );
});
afterEach(() => view.unmount());

const button = (name: string) =>
  [...view.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
const click = (el: HTMLElement) =>
  act(async () => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });

/** The assignment as the planner sees it: its changes name its version (lib/domain/versions.ts). */
const seen = expect.objectContaining({ id: 41, version: 2 });

describe('AssignmentActions', () => {
  it('asks a second time on a double booking, and only then sends the confirmation', async () => {
    change.mockRejectedValueOnce(new ApiClientError(409, 'DOUBLE_BOOKING', 'booked', undefined, undefined, [conflict]));
    await click(button(en.Staffing.confirm));
    expect(change).toHaveBeenCalledTimes(1);
    expect(change).toHaveBeenLastCalledWith(seen, { status: 'confirmed', confirmDoubleBooking: false });
    const warning = view.container.querySelector('[data-testid="double-booking-warning"]')!;
    expect(warning.textContent).toContain(en.Staffing.alreadyBooked.replace('{name}', 'Sam de Vries'));
    expect(warning.querySelector('[data-testid="double-booking-marker"]')?.textContent).toContain(
      en.Staffing.doubleBooking,
    );
    expect(warning.textContent).toContain('260007 Harbour Gala');
    expect(warning.textContent).toContain('Day crew · Stagehand');
    expect(onChanged).not.toHaveBeenCalled();

    change.mockResolvedValueOnce({} as never);
    await click(button(en.Staffing.bookAnyway));
    expect(change).toHaveBeenCalledTimes(2);
    expect(change).toHaveBeenLastCalledWith(seen, { status: 'confirmed', confirmDoubleBooking: true });
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(view.container.querySelector('[data-testid="double-booking-warning"]')).toBeNull();
  });

  it('goes back without sending anything when the planner chooses otherwise', async () => {
    change.mockRejectedValueOnce(new ApiClientError(409, 'DOUBLE_BOOKING', 'booked', undefined, undefined, [conflict]));
    await click(button(en.Staffing.confirm));
    await click(button(en.Staffing.chooseOther));
    expect(view.container.querySelector('[data-testid="double-booking-warning"]')).toBeNull();
    expect(change).toHaveBeenCalledTimes(1);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows any other refusal where the actions are', async () => {
    change.mockRejectedValueOnce(new ApiClientError(409, 'CONFLICT', 'taken'));
    await click(button(en.Staffing.confirm));
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(en.Errors.CONFLICT);
    expect(view.container.querySelector('[data-testid="double-booking-warning"]')).toBeNull();
  });

  it('reads the row again when someone else changed the assignment meanwhile', async () => {
    change.mockRejectedValueOnce(
      new ApiClientError(412, 'PRECONDITION_FAILED', 'changed', undefined, undefined, {
        version: 3,
        changedAt: null,
        changedBy: { id: 9, name: 'Olivia Visser' },
      }),
    );
    await click(button(en.Staffing.confirm));
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(en.Errors.PRECONDITION_FAILED);
  });
});
