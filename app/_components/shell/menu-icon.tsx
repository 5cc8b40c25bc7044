import type { TMenuIcon } from '@/lib/auth/menu';

// Stroke icons on a 24-unit grid, drawn in currentColor so themes colour them.
const PATHS: Record<TMenuIcon, string> = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  folder: 'M3 6h6l2 2h10v11H3z',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20c0-3.5 3-6 7-6s7 2.5 7 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2.4.6 4 2.8 4 6',
  'id-card': 'M3 5h18v14H3zM8.5 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5.5 16c.5-1.7 1.6-2.5 3-2.5s2.5.8 3 2.5M14 9h4M14 13h4',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  invoice: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  briefcase: 'M3 8h18v12H3zM8 8V5h8v3M3 13h18',
  'calendar-user':
    'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M12 16a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM9 19c.5-1.2 1.6-2 3-2s2.5.8 3 2',
  graduation: 'M2 9l10-5 10 5-10 5zM6 11v5c2 2 10 2 12 0v-5M22 9v6',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  wallet: 'M3 7h17v13H3zM3 7l13-4v4M16 13h.01',
  contract: 'M6 3h12v18H6zM9 7h6M9 11h6M9 17c1-1.5 2-1.5 3 0s2 1.5 3 0',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  receipt: 'M6 3h12v18l-2-1.5L14 21l-2-1.5L10 21l-2-1.5L6 21zM9 8h6M9 12h6',
  'calendar-grid': 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  checklist: 'M10 6h10M10 12h10M10 18h10M3.5 6l1.5 1.5L7.5 5M3.5 12l1.5 1.5L7.5 11M3.5 18l1.5 1.5L7.5 17',
  megaphone: 'M3 10v4h3l8 4V6L6 10zM17 9a4 4 0 0 1 0 6M7 14l1 5h3l-1-4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.5-7 8-7s8 3 8 7',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
};

function StrokeIcon({ d, className, strokeWidth }: { d: string; className: string; strokeWidth: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export function MenuIcon({ name, className = 'h-6 w-6' }: { name: TMenuIcon; className?: string }) {
  return <StrokeIcon d={PATHS[name]} className={className} strokeWidth="1.8" />;
}

export function UiIcon({
  name,
  className = 'h-6 w-6',
}: {
  name: 'menu' | 'back' | 'close' | 'logout';
  className?: string;
}) {
  const d = {
    menu: 'M4 7h16M4 12h16M4 17h16',
    back: 'M15 5l-7 7 7 7',
    close: 'M6 6l12 12M18 6L6 18',
    logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  }[name];
  return <StrokeIcon d={d} className={className} strokeWidth="2" />;
}
