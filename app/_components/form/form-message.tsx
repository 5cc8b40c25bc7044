const STYLE = {
  error: 'bg-danger/10 text-danger',
  success: 'bg-success/10 text-success',
  info: 'bg-soft text-ink',
} as const;

/** A message about the whole form; errors are announced at once (`role="alert"`), the rest politely. */
export function FormMessage({
  kind,
  id,
  testId = `form-${kind}`,
  children,
}: {
  kind: keyof typeof STYLE;
  id?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <p
      id={id}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`rounded-lg p-3 text-sm ${STYLE[kind]}`}
    >
      {children}
    </p>
  );
}
