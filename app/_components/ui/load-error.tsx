// The error state of anything that failed to load: what (SPEC §8 wording, e.g. "Jobs not found")
// and why (the translated error code). Takes translated text, so server and client both use it.
export function LoadError({
  heading,
  reason,
  testId = 'load-error',
  children,
}: {
  heading?: string;
  reason: string;
  testId?: string;
  children?: React.ReactNode;
}) {
  return (
    <div role="alert" data-testid={testId} className="rounded-xl bg-soft p-4">
      {heading ? <h2 className="font-semibold text-danger">{heading}</h2> : null}
      <p className={heading ? 'text-sm' : 'text-sm text-danger'}>{reason}</p>
      {children}
    </div>
  );
}
