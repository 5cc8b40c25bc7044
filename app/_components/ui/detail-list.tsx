// Label and value pairs of a record (a crew's project, dates, location…), as a description list.
export function DetailList({ children }: { children: React.ReactNode }) {
  return <dl>{children}</dl>;
}

export function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 first:pt-0 last:pb-0">
      <dt className="text-xs uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}
