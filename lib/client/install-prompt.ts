// The browser's offer to install the app (Chromium's `beforeinstallprompt`), kept from the moment
// it comes until the user takes it, so that the side menu's "Install the app" can show the
// browser's own dialog. Browsers without it (Safari, Firefox) never send one: the entry then
// shows the steps instead. Watched from sw-registration.ts, which loads once the page is up, so
// that no screen's first load carries it.

/** The event Chromium sends when the app may be installed; not in TypeScript's DOM types. */
type TInstallPrompt = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** What the entry offers: nothing (installed already), the browser's dialog, or the steps. */
export type TInstallOffer = 'installed' | 'prompt' | 'steps';

let offered: TInstallPrompt | null = null;
let installed = false;
let watching = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** True when the page runs as the installed app (Android, desktop) or from the iOS home screen. */
export function runsInstalled(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iPhone and iPad (iPadOS reports itself as a Mac with touch): install through Safari's Share. */
export function isAppleMobile(): boolean {
  return (
    /iP(hone|ad|od)/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}

export function watchInstallPrompt(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the menu entry instead of the browser's own banner.
    event.preventDefault();
    offered = event as TInstallPrompt;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    installed = true;
    notify();
  });
}

export function installOffer(): TInstallOffer {
  if (installed || runsInstalled()) return 'installed';
  return offered ? 'prompt' : 'steps';
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's dialog; an offer is good for one prompt only, whatever the answer. */
export async function promptInstall(): Promise<void> {
  const event = offered;
  if (!event) return;
  offered = null;
  await event.prompt();
  if ((await event.userChoice).outcome === 'accepted') installed = true;
  notify();
}
