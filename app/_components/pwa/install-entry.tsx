'use client';
// "Install the app" in the side menu: the browser's own install dialog where the
// browser offers one, else the steps for Safari on iPhone and iPad, or for the browser's menu
// elsewhere. Gone once the app runs installed. Loaded when the menu first opens.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useId, useState, useSyncExternalStore } from 'react';
import {
  installOffer,
  isAppleMobile,
  promptInstall,
  subscribeInstallOffer,
  watchInstallPrompt,
} from '@/lib/client/install-prompt';

const subscribe = (listener: () => void) => {
  watchInstallPrompt();
  return subscribeInstallOffer(listener);
};

export function InstallEntry() {
  const t = useTranslations('SideMenu');
  const offer = useSyncExternalStore(subscribe, installOffer, () => 'installed' as const);
  const [stepsShown, setStepsShown] = useState(false);
  const stepsId = useId();
  if (offer === 'installed') return null;
  const steps = offer === 'steps';
  return (
    <div className="border-t border-line p-2">
      <button
        type="button"
        onClick={steps ? () => setStepsShown((shown) => !shown) : () => void promptInstall()}
        aria-expanded={steps ? stepsShown : undefined}
        aria-controls={steps ? stepsId : undefined}
        className="flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-left hover:bg-soft hover:text-hover"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 4v11M7 10l5 5 5-5M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>{t('install')}</span>
      </button>
      {steps && stepsShown ? (
        <p id={stepsId} className="px-3 pb-2 text-sm text-muted" data-testid="install-steps">
          {isAppleMobile() ? t('installStepsSafari') : t('installStepsBrowser')}
        </p>
      ) : null}
    </div>
  );
}
