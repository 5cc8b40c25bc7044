// A short status word beside a title (job status, document status).
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
