'use client';
// The interactive part of the shell: sidebar state, swipes, the container width and the timers.
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useCallback, useRef, useState } from 'react';
import type { TMenu, TMenuEntry } from '@/lib/auth/menu';
import type { TAccessSession } from '@/lib/auth/route-access';
import { isFluidContainer, showBackArrow } from '@/lib/auth/shell';
import { swipeDirection, type TTouchPoint } from '@/lib/client/swipe';
import { NetworkStatus } from '../toasts/network-status';
import { ToastViewport } from '../toasts/toast-viewport';
import { BottomBar } from './bottom-bar';
import { NavigationPending } from './navigation-pending';
import { SessionRefresher } from './session-refresher';
import { SideMenu } from './side-menu';
import { goBack, TopBar } from './top-bar';

type Props = {
  tenantName: string;
  userName: string | null;
  access: TAccessSession;
  menu: TMenu;
  bottomEntries: TMenuEntry[];
  children: React.ReactNode;
};

/** Elements that scroll or drag sideways keep their own horizontal gestures. */
const OWN_GESTURES = 'input, textarea, select, [data-no-swipe], [contenteditable="true"]';

export function ShellFrame({ tenantName, userName, access, menu, bottomEntries, children }: Props) {
  const t = useTranslations('TopBar');
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const start = useRef<TTouchPoint | null>(null);

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  // A new page closes the menu: reset during render when the path changes (no effect needed).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  const onTouchStart = (e: React.TouchEvent) => {
    const touch = e.touches[0];
    const target = e.target as Element;
    start.current =
      touch && e.touches.length === 1 && !target.closest(OWN_GESTURES)
        ? { x: touch.clientX, y: touch.clientY, t: e.timeStamp }
        : null;
  };
  const onTouchEnd = (e: React.TouchEvent) => {
    const touch = e.changedTouches[0];
    const from = start.current;
    start.current = null;
    if (!from || !touch) return;
    const direction = swipeDirection(from, { x: touch.clientX, y: touch.clientY, t: e.timeStamp });
    if (direction === 'left' && open) close();
    else if (direction === 'right' && !open && showBackArrow(pathname, access)) goBack(router);
  };

  const fluid = isFluidContainer(pathname);
  return (
    <div onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-app focus:p-3">
        {t('skipToContent')}
      </a>
      <TopBar
        access={access}
        menuOpen={open}
        onToggleMenu={() => (open ? close() : setOpen(true))}
        toggleRef={toggleRef}
      />
      <SideMenu open={open} onClose={close} menu={menu} tenantName={tenantName} userName={userName} />
      <main
        id="main"
        data-container={fluid ? 'fluid' : 'fixed'}
        className={`px-safe flex-1 pt-4 ${bottomEntries.length > 0 ? 'pb-24 md:pb-8' : 'pb-8'} ${fluid ? 'w-full' : 'mx-auto w-full max-w-3xl'}`}
      >
        {children}
      </main>
      <BottomBar entries={bottomEntries} />
      <NavigationPending />
      <ToastViewport />
      <NetworkStatus />
      <SessionRefresher />
    </div>
  );
}
