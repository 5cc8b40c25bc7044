// Buttons and button-looking links with large tap targets; `primary` is the one main action.
import Link from 'next/link';
import { NO_PREFETCH } from './no-prefetch';

const LOOK = {
  primary: 'bg-primary text-on-primary shadow-box',
  secondary: 'bg-soft text-ink ring-1 ring-line hover:text-hover',
  plain: 'ring-1 ring-line',
} as const;
type TLook = keyof typeof LOOK;

const base = 'flex min-h-12 items-center justify-center rounded-lg px-4 text-center font-medium';

export function ActionLink({
  href,
  children,
  testId,
  primary = false,
}: {
  href: string;
  children: React.ReactNode;
  testId?: string;
  primary?: boolean;
}) {
  // No prefetch (NO_PREFETCH says why): a screen of actions would read every action's page as it starts.
  return (
    <Link
      href={href}
      prefetch={NO_PREFETCH}
      data-testid={testId}
      className={`${base} ${LOOK[primary ? 'primary' : 'secondary']}`}
    >
      {children}
    </Link>
  );
}

/** A download of a file the API serves (a signed PDF, a photo); the browser keeps the session cookie. */
export function DownloadLink({
  href,
  children,
  look = 'primary',
  testId,
  label,
}: {
  href: string;
  children: React.ReactNode;
  look?: TLook;
  testId?: string;
  /** The whole name for screen readers, where the visible text is short ("Excel"). */
  label?: string;
}) {
  return (
    <a href={href} download aria-label={label} data-testid={testId} className={`${base} flex-1 ${LOOK[look]}`}>
      {children}
    </a>
  );
}

export function Button({
  look = 'plain',
  busy = false,
  className = '',
  ...button
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { look?: TLook; busy?: boolean }) {
  return (
    <button
      type="button"
      {...button}
      aria-busy={busy || undefined}
      disabled={busy || button.disabled}
      className={`${base} ${LOOK[look]} disabled:opacity-60 ${className}`}
    />
  );
}
