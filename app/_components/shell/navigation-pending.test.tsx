/** @jest-environment jsdom */
// The shell's loader shows while a link reports a pending navigation, and only then.
import { renderWithIntl } from '../test-support/render';

let linkPending = false;
jest.mock('next/link', () => ({ useLinkStatus: () => ({ pending: linkPending }) }));

// Imported after the mock, as the shell would with next/link.
import { LinkPending, NavigationPending } from './navigation-pending';

describe('NavigationPending', () => {
  it('shows the loader while a link is pending, and hides it when the page has come', async () => {
    linkPending = false;
    const first = await renderWithIntl(
      <>
        <LinkPending />
        <NavigationPending />
      </>,
    );
    expect(first.container.querySelector('[data-testid="navigation-pending"]')).toBeNull();
    await first.unmount();

    linkPending = true;
    const view = await renderWithIntl(
      <>
        <LinkPending />
        <NavigationPending />
      </>,
    );
    const loader = view.container.querySelector('[data-testid="navigation-pending"]');
    expect(loader).not.toBeNull();
    expect(loader!.querySelector('[role="status"]')!.textContent).toBe('Loading…');

    // The link's page arrived (or the link went): the count goes back to none.
    await view.unmount();
    linkPending = false;
    const after = await renderWithIntl(<NavigationPending />);
    expect(after.container.querySelector('[data-testid="navigation-pending"]')).toBeNull();
    await after.unmount();
  });

  it('keeps showing while one of two pending links still waits', async () => {
    linkPending = true;
    const one = await renderWithIntl(<LinkPending />);
    const two = await renderWithIntl(<LinkPending />);
    const shown = await renderWithIntl(<NavigationPending />);
    await one.unmount();
    expect(shown.container.querySelector('[data-testid="navigation-pending"]')).not.toBeNull();
    await two.unmount();
    expect(shown.container.querySelector('[data-testid="navigation-pending"]')).toBeNull();
    await shown.unmount();
  });
});
