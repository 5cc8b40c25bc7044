/** @jest-environment jsdom */
// The install offer as the side menu sees it: the steps until the browser offers its dialog, the
// dialog once (an offer is good for one prompt), and nothing once the app is installed.
import { installOffer, promptInstall, subscribeInstallOffer, watchInstallPrompt } from './install-prompt';

let standalone = false;
window.matchMedia = ((query: string) => ({ matches: standalone && query.includes('standalone') })) as never;

function offer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(event);
  return event;
}

beforeAll(() => watchInstallPrompt());

describe('the install offer', () => {
  it('shows the steps until the browser offers its dialog, then the dialog, once', async () => {
    expect(installOffer()).toBe('steps');
    const heard = jest.fn();
    const stop = subscribeInstallOffer(heard);
    const event = offer('dismissed');
    expect(event.defaultPrevented).toBe(true);
    expect(heard).toHaveBeenCalled();
    expect(installOffer()).toBe('prompt');
    await promptInstall();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(installOffer()).toBe('steps');
    stop();
  });

  it('offers nothing once the user accepted, or when the page runs as the installed app', async () => {
    standalone = true;
    expect(installOffer()).toBe('installed');
    standalone = false;
    offer('accepted');
    await promptInstall();
    expect(installOffer()).toBe('installed');
  });
});
