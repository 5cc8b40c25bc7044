/** @jest-environment jsdom */
import { act } from 'react';
import { renderWithIntl } from '../test-support/render';
import { LoadedList, listFailure, type TInitialList } from './loaded-list';
import { ApiClientError } from '@/lib/client/fetcher';
import nl from '@/messages/nl.json';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const rows = (items: string[]) => (
  <ul>
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);
const list = (
  swr: { data?: string[]; error?: ApiClientError; mutate: () => unknown },
  initial?: TInitialList<string>,
) => (
  <LoadedList swr={swr} initial={initial} failedHeading="Banen niet gevonden" empty="Geen banen" emptyTestId="empty">
    {rows}
  </LoadedList>
);

describe('LoadedList', () => {
  it('draws the rows it has', async () => {
    const { container, unmount } = await renderWithIntl(list({ data: ['a', 'b'], mutate: jest.fn() }), 'nl');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['a', 'b']);
    await unmount();
  });

  it('says so when there are no rows', async () => {
    const { container, unmount } = await renderWithIntl(list({ data: [], mutate: jest.fn() }), 'nl');
    expect(container.querySelector('[data-testid="empty"]')?.textContent).toBe('Geen banen');
    await unmount();
  });

  it("shows the browser's failure in the user's language, and Try again loads the list again", async () => {
    const mutate = jest.fn();
    const error = new ApiClientError(503, 'BACKEND_UNAVAILABLE', 'down');
    const { container, unmount } = await renderWithIntl(list({ error, mutate }), 'nl');
    expect(container.textContent).toContain('Banen niet gevonden');
    expect(container.textContent).toContain(nl.Errors.BACKEND_UNAVAILABLE);
    await act(async () =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === 'Opnieuw proberen')!.click(),
    );
    expect(mutate).toHaveBeenCalledTimes(1);
    await unmount();
  });

  it('shows the loader while nothing has come and nothing failed', async () => {
    const { container, unmount } = await renderWithIntl(list({ mutate: jest.fn() }), 'nl');
    expect(container.querySelector('[data-testid="loader"]')).not.toBeNull();
    expect(container.querySelector('li')).toBeNull();
    await unmount();
  });
});

describe('listFailure', () => {
  const mutate = jest.fn();
  it("is the browser's failure first, then the server's while no rows came, else none", () => {
    const error = new ApiClientError(403, 'FORBIDDEN', 'no');
    expect(listFailure({ error, mutate }, { ok: false, code: 'BACKEND_TIMEOUT' })).toBe('FORBIDDEN');
    expect(listFailure({ mutate }, { ok: false, code: 'BACKEND_TIMEOUT' })).toBe('BACKEND_TIMEOUT');
    expect(listFailure({ data: [], mutate }, { ok: false, code: 'BACKEND_TIMEOUT' })).toBeNull();
    expect(listFailure({ mutate }, { ok: true, data: [] })).toBeNull();
    expect(listFailure({ mutate })).toBeNull();
  });
});
