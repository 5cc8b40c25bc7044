'use client';

export function ReloadButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="min-h-12 rounded-lg bg-primary px-6 font-medium text-on-primary shadow-box"
    >
      {label}
    </button>
  );
}
