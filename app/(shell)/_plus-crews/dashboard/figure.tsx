// One figure of the dashboard: its label, the value large, a line of context, and the rule it
// follows with the numbers filled in, so that the team can check it by hand.
export function Figure({
  label,
  value,
  note,
  rule,
  testId,
}: {
  label: string;
  value: string;
  note?: React.ReactNode;
  rule?: React.ReactNode;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-1" data-testid={testId}>
      <dt className="text-xs uppercase tracking-wide text-muted">{label}</dt>
      <dd className="flex flex-col gap-1">
        <span className="text-2xl font-semibold tabular-nums" data-testid={`${testId}-value`}>
          {value}
        </span>
        {note ? <span className="text-sm">{note}</span> : null}
        {rule ? (
          <span className="text-sm text-muted" data-testid={`${testId}-rule`}>
            {rule}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * How far the turnover has come towards its target: a meter named `label`, whose value screen
 * readers read as the text beside it says it (`share`). Without a target there is nothing to
 * measure, and the empty bar is decoration.
 */
export function TargetBar({
  part,
  whole,
  label,
  share,
}: {
  part: number;
  whole: number;
  label: string;
  share: string | null;
}) {
  const reached = whole > 0 ? Math.min(1, part / whole) : 0;
  const meter =
    whole > 0 && share
      ? {
          role: 'meter',
          'aria-label': label,
          'aria-valuemin': 0,
          'aria-valuemax': 100,
          'aria-valuenow': Math.round(reached * 100),
          'aria-valuetext': share,
        }
      : { 'aria-hidden': true };
  return (
    <span {...meter} className="block h-2 w-full overflow-hidden rounded-full bg-soft ring-1 ring-line">
      <span
        className={`block h-full rounded-full ${part >= whole && whole > 0 ? 'bg-success' : 'bg-primary'}`}
        style={{ width: `${reached * 100}%` }}
      />
    </span>
  );
}
