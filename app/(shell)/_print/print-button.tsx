'use client';
// Prints the page as it stands: the shell's bars and the page's own controls are left off paper
// (`print:hidden`), so what prints is the week itself.
import { Button } from '@/app/_components/ui/buttons';
import { useHydrated } from '@/app/_components/ui/use-hydrated';

export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  return (
    <Button onClick={() => window.print()} disabled={!hydrated} data-testid="print-week" className="flex-1">
      {label}
    </Button>
  );
}
