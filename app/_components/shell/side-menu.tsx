'use client';
// The sidebar (rules §2 "Side menu"): a modal drawer with a focus trap; Escape and a swipe left close it.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isMenuEntryActive, type TMenu } from '@/lib/auth/menu';
import { MenuIcon, UiIcon } from './menu-icon';
import { LinkPending } from './navigation-pending';

// Loaded when the menu first opens: no screen's first load carries it.
const InstallEntry = lazy(() => import('../pwa/install-entry').then((m) => ({ default: m.InstallEntry })));

type Props = { open: boolean; onClose: () => void; menu: TMenu; tenantName: string; userName: string | null };

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function SideMenu({ open, onClose, menu, tenantName, userName }: Props) {
  const t = useTranslations('SideMenu');
  const labels = useTranslations('Menu');
  const pathname = usePathname();
  const panel = useRef<HTMLElement>(null);
  const [leaving, setLeaving] = useState(false);
  // The entries and the install entry are drawn when the menu first opens, and stay, so that
  // nothing vanishes mid-slide. Closed, the panel is inert and off the screen: its links would
  // only be markup for every page to parse, lay out and hydrate (a dozen next/links and icons),
  // which the shell's first load does not need.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    if (!open) return;
    const node = panel.current;
    node?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
        return;
      }
      if (e.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const onLogout = async () => {
    // Actions done offline live on this device only; logging out would drop them. The queue's
    // code and the logout's load on this click, not with every screen.
    const [{ readQueue }, { logout }] = await Promise.all([
      import('@/lib/client/offline-queue'),
      import('@/lib/client/logout'),
    ]);
    const pending = readQueue(window.localStorage).length;
    if (pending > 0 && !window.confirm(t('pendingChecksWarning', { count: pending }))) return;
    setLeaving(true);
    await logout();
  };

  return (
    <>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`fixed inset-0 z-40 bg-black/40 transition-opacity print:hidden ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <nav
        id="side-menu"
        ref={panel}
        aria-label={t('label')}
        aria-modal={open ? true : undefined}
        role={open ? 'dialog' : undefined}
        inert={!open}
        className={`pt-safe pb-safe pl-safe fixed inset-y-0 left-0 z-50 flex print:hidden w-[min(20rem,85vw)] flex-col bg-app text-ink transition-transform duration-200 ${open ? 'translate-x-0 shadow-box' : '-translate-x-full'}`}
      >
        <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
          <div className="min-w-0">
            <p className="truncate font-semibold">{tenantName}</p>
            {userName ? <p className="truncate text-sm text-muted">{userName}</p> : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('close')}
            className="grid h-12 w-12 shrink-0 place-items-center rounded-full hover:bg-soft"
          >
            <UiIcon name="close" />
          </button>
        </div>
        <ul className="flex-1 overflow-y-auto py-2">
          {(opened ? menu.entries : []).map((entry) => {
            const active = isMenuEntryActive(entry, pathname);
            return (
              <li key={entry.key}>
                <Link
                  href={entry.href}
                  // Closed again, the panel waits just off the screen, where next/link's viewport
                  // check (200 px margin) would prefetch every entry on every later page: a dozen
                  // requests to the server per page view. It prefetches while the menu is open.
                  prefetch={open ? null : false}
                  onClick={onClose}
                  aria-current={active ? 'page' : undefined}
                  className={`flex min-h-12 items-center gap-3 px-4 py-2 hover:bg-soft hover:text-hover ${active ? 'bg-soft font-semibold text-hover' : ''}`}
                >
                  <MenuIcon name={entry.icon} />
                  <span>{labels(entry.key)}</span>
                  <LinkPending />
                </Link>
              </li>
            );
          })}
        </ul>
        {menu.createPersonalAccount ? (
          <p className="mx-4 mb-3 rounded-lg bg-soft p-3 text-sm" data-testid="personal-account-prompt">
            {labels('createPersonalAccount')}
          </p>
        ) : null}
        {opened ? (
          <Suspense fallback={null}>
            <InstallEntry />
          </Suspense>
        ) : null}
        <div className="border-t border-line p-2">
          <button
            type="button"
            onClick={onLogout}
            disabled={leaving}
            className="flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-left hover:bg-soft hover:text-hover disabled:opacity-60"
          >
            <UiIcon name="logout" />
            <span>{leaving ? t('loggingOut') : t('logout')}</span>
          </button>
        </div>
      </nav>
    </>
  );
}
