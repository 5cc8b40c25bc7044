// Building blocks shared by the job and crew screens; they take translated text, so both
// server and client components can use them.
import Link from 'next/link';

export function Card({
  title,
  id,
  testId,
  children,
}: {
  title?: string;
  id: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={title ? `${id}-title` : undefined}
      data-testid={testId ?? id}
      className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
    >
      {title ? (
        <h2 id={`${id}-title`} className="mb-3 text-base font-semibold">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

/** The error state: what could not be loaded (SPEC §8 wording) and why, translated. */
export function LoadError({
  heading,
  reason,
  children,
}: {
  heading: string;
  reason: string;
  children?: React.ReactNode;
}) {
  return (
    <div role="alert" data-testid="load-error" className="rounded-xl bg-soft p-4">
      <h2 className="font-semibold text-danger">{heading}</h2>
      <p className="text-sm">{reason}</p>
      {children}
    </div>
  );
}

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
  const look = primary ? 'bg-primary text-on-primary shadow-box' : 'bg-soft text-ink ring-1 ring-line hover:text-hover';
  return (
    <Link
      href={href}
      data-testid={testId}
      className={`flex min-h-12 items-center justify-center rounded-lg px-4 text-center font-medium ${look}`}
    >
      {children}
    </Link>
  );
}

export function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 first:pt-0 last:pb-0">
      <dt className="text-xs uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

export function StatusBadge({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className="shrink-0 rounded-full bg-soft px-2 py-0.5 text-xs font-medium text-hover ring-1 ring-line"
    >
      {children}
    </span>
  );
}
