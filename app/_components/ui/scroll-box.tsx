// A table (or chart) that may scroll sideways on a phone: the scrolling box is a named region
// in the tab order, so that keyboard users can scroll it with the arrow keys too (WCAG 2.1.1;
// axe's scrollable-region-focusable).
import type { ReactNode } from 'react';

export function ScrollBox({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
