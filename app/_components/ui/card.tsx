// A titled card: the surface every screen groups its content on.
export function Card({
  id,
  title,
  testId,
  children,
}: {
  id: string;
  title?: string;
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
