// What a list says when it has nothing to show: a sentence, never a blank space.
export function EmptyState({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <p data-testid={testId} className="text-muted">
      {children}
    </p>
  );
}
