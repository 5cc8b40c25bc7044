/** @jest-environment jsdom */
// The decline dialog with the real messages: the reason checked with the domain's schema, and a
// refusal shown in the dialog, where a screen reader in the modal can reach it.
import { act } from 'react';
import en from '@/messages/en.json';
import { renderWithIntl } from '@/app/_components/test-support/render';
import { resetStartUp } from '@/lib/client/after-start-up';
import { ApiClientError } from '@/lib/client/fetcher';
import { DeclineDialog } from './decline-dialog';

// jsdom has the element but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

let onConfirm: jest.Mock<Promise<void>, [string | undefined]>;
let view: Awaited<ReturnType<typeof renderWithIntl>>;
beforeEach(async () => {
  // The dialog opens on a press of Decline: the page has started up, so the form loads its schema.
  resetStartUp();
  document.body.click();
  onConfirm = jest.fn(async (_reason: string | undefined) => {});
  view = await renderWithIntl(<DeclineDialog subject="Festival, Friday" onConfirm={onConfirm} onCancel={() => {}} />);
});
afterEach(() => view.unmount());

const reason = () => view.container.querySelector('textarea')!;
const errorText = () => view.container.querySelector(`[id="${reason().id}-error"]`)?.textContent ?? null;
async function type(value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(reason(), value);
  await act(async () => {
    reason().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function confirm() {
  await act(async () => {
    view.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('DeclineDialog', () => {
  it('opens with the question and sends the trimmed reason, or none', async () => {
    expect(view.container.querySelector('dialog')!.open).toBe(true);
    expect(view.container.textContent).toContain('Festival, Friday');
    await confirm();
    expect(onConfirm).toHaveBeenLastCalledWith(undefined);
    await type('  Family visit ');
    await confirm();
    expect(onConfirm).toHaveBeenLastCalledWith('Family visit');
  });

  it('caps the reason where the domain does, and says so on the field', async () => {
    expect(reason().maxLength).toBe(500);
    await type('x'.repeat(501));
    await confirm();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(errorText()).toBe('Use at most 500 characters.');
  });

  it('shows a refusal in the dialog and keeps the reason', async () => {
    onConfirm.mockRejectedValueOnce(new ApiClientError(409, 'INVALID_TRANSITION', 'Nothing to confirm'));
    await type('Family visit');
    await confirm();
    expect(view.container.querySelector('dialog [role="alert"]')?.textContent).toBe(en.Errors.INVALID_TRANSITION);
    expect(reason().value).toBe('Family visit');
  });
});
