// The look of a failure: what (rules §8 wording, e.g. "Jobs not found") and why. LoadError adds
// Try again to it; a screen that offers no retry (a record that does not exist) uses it alone,
// without bringing Try again's browser code along.
export function ErrorNote({
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
