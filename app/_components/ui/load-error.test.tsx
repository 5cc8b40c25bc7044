/** @jest-environment jsdom */
import { act } from 'react';
import { renderWithIntl } from '../test-support/render';
import { LoadError } from './load-error';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const retryButton = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name);

describe('LoadError', () => {
  it('offers Try again, in the user language, when the backend is down: the part loads again', async () => {
    const onRetry = jest.fn();
    const { container, unmount } = await renderWithIntl(
      <LoadError heading="Banen niet gevonden" reason="…" code="BACKEND_UNAVAILABLE" onRetry={onRetry} />,
      'nl',
    );
    await act(async () => retryButton(container, 'Opnieuw proberen')!.click());
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
    await unmount();
  });

  it('without onRetry, Try again renders the server parts of the page again', async () => {
    const { container, unmount } = await renderWithIntl(<LoadError reason="…" code="BACKEND_TIMEOUT" />);
    await act(async () => retryButton(container, 'Try again')!.click());
    expect(refresh).toHaveBeenCalledTimes(1);
    await unmount();
  });

  it('offers nothing to retry when trying again cannot help (not found, forbidden) or no code is given', async () => {
    for (const code of ['NOT_FOUND', 'FORBIDDEN', undefined] as const) {
      const { container, unmount } = await renderWithIntl(<LoadError reason="…" code={code} />);
      expect(container.querySelector('button')).toBeNull();
      await unmount();
    }
  });
});
