/** The form's main button; busy while the form is checked and sent, so it cannot be sent twice. */
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
