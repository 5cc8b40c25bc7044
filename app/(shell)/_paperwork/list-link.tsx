// A row of a paperwork list: a large tap target leading to the record, its title, details and status.
import Link from 'next/link';
import { StatusBadge } from '@/app/_components/ui/status-badge';

export function ListLink({
  href,
  title,
  status,
  testId,
  children,
}: {
  href: string;
  title: React.ReactNode;
  status?: React.ReactNode;
  testId?: string;
  children?: React.ReactNode;
}) {
  return (
    <li>
      <Link
        href={href}
        data-testid={testId}
        className="flex min-h-12 flex-col gap-1 rounded-lg px-3 py-2 ring-1 ring-line hover:text-hover"
      >
        <span className="flex items-start justify-between gap-2">
          <span className="font-medium">{title}</span>
          {status ? <StatusBadge>{status}</StatusBadge> : null}
        </span>
        {children ? <span className="text-sm text-muted">{children}</span> : null}
      </Link>
    </li>
  );
}
