'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { RefObject } from 'react';
import type { TAccessSession } from '@/lib/auth/route-access';
import { showBackArrow } from '@/lib/auth/shell';
import { titleKeyForPath } from '@/lib/i18n/route-title';
import { UiIcon } from './menu-icon';
import { useTitleOverride } from './page-title';

type Props = {
  access: TAccessSession;
  menuOpen: boolean;
  onToggleMenu: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
};

export function goBack(router: ReturnType<typeof useRouter>) {
  // A page opened directly (new tab, link from mail) has no history of ours: go home instead.
  if (window.history.length > 1) router.back();
  else router.push('/');
}

export function TopBar({ access, menuOpen, onToggleMenu, toggleRef }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const t = useTranslations('TopBar');
  const titles = useTranslations('Titles');
  const override = useTitleOverride();
  const key = titleKeyForPath(pathname);
  const title = override ?? (key ? titles(key) : '');
  const back = showBackArrow(pathname, access);

  return (
    <header className="pt-safe sticky top-0 z-30 bg-primary text-on-primary shadow-box print:hidden">
      <div className="px-safe-1 flex h-14 items-center gap-1">
        <button
          ref={toggleRef}
          type="button"
          onClick={onToggleMenu}
          aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          className="grid h-12 w-12 place-items-center rounded-full hover:bg-white/15"
        >
          <UiIcon name="menu" />
        </button>
        {back ? (
          <button
            type="button"
            onClick={() => goBack(router)}
            aria-label={t('back')}
            data-testid="back-arrow"
            className="grid h-12 w-12 place-items-center rounded-full hover:bg-white/15"
          >
            <UiIcon name="back" />
          </button>
        ) : null}
        <h1 data-testid="page-title" className="min-w-0 flex-1 truncate px-2 text-lg font-semibold">
          {title}
        </h1>
      </div>
    </header>
  );
}
