// Form pieces of the login area: large tap targets, labels tied to their inputs, errors announced.
import type { InputHTMLAttributes } from 'react';

export function Field({
  id,
  label,
  hint,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: React.ReactNode;
  error?: string | null;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="min-h-12 rounded-lg border border-line bg-app px-3 text-base outline-none focus:border-hover"
        {...input}
      />
      {hint ? (
        <div id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: React.ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="min-h-12 w-full rounded-lg bg-primary px-4 font-semibold text-on-primary shadow-box hover:opacity-90 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: React.ReactNode }) {
  const style = { error: 'bg-danger/10 text-danger', success: 'bg-success/10 text-success', info: 'bg-soft text-ink' }[
    kind
  ];
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={`form-${kind}`}
      className={`rounded-lg p-3 text-sm ${style}`}
    >
      {children}
    </p>
  );
}
