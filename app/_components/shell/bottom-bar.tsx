'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { isMenuEntryActive, type TMenuEntry } from '@/lib/auth/menu';
import { MenuIcon } from './menu-icon';
import { LinkPending } from './navigation-pending';

/** rules §2: small screens only, for clients and crew; the entries come from lib/auth/menu. */
export function BottomBar({ entries }: { entries: TMenuEntry[] }) {
  const t = useTranslations('Menu');
  const label = useTranslations('BottomBar');
  const pathname = usePathname();
  if (entries.length === 0) return null;
  return (
    <nav
      aria-label={label('label')}
      data-testid="bottom-bar"
      className="pb-safe px-safe-1 fixed inset-x-0 bottom-0 z-30 border-t border-line bg-app md:hidden print:hidden"
    >
      <ul className="flex">
        {entries.map((entry) => {
          const active = isMenuEntryActive(entry, pathname);
          return (
            <li key={entry.key} className="flex-1">
              <Link
                href={entry.href}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs ${active ? 'font-semibold text-primary' : 'text-muted hover:text-hover'}`}
              >
                <MenuIcon name={entry.icon} />
                <span className="truncate">{t(entry.key)}</span>
                <LinkPending />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
