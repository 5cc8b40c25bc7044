/** @jest-environment jsdom */
import { act } from 'react';
import { renderWithIntl } from '../test-support/render';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('says what happened in the user language, with the reference and a retry that renders again', async () => {
    let retries = 0;
    const { container, unmount } = await renderWithIntl(
      <ErrorScreen digest="abc123" retry={() => retries++} fullPage />,
      'nl',
    );
    expect(container.querySelector('h1')?.textContent).toBe('Er ging iets mis');
    expect(container.textContent).toContain('Referentie: abc123');
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Opnieuw proberen');
    await act(async () => retry!.click());
    expect(retries).toBe(1);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/');
    await unmount();
  });

  it('keeps the shell around a screen error: a second-level heading', async () => {
    const { container, unmount } = await renderWithIntl(<ErrorScreen retry={() => {}} fullPage={false} />, 'de-AT');
    expect(container.querySelector('h2')?.textContent).toBe('Etwas ist schiefgelaufen');
    expect(container.querySelector('h1')).toBeNull();
    await unmount();
  });
});
