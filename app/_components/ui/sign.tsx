// Small signs drawn beside a word or inside a chip (a tick, a cross, a star …), as shapes rather
// than characters: the app's typeface has no such characters (typeface.ts), and a character it
// lacks sends the page to the system's fonts, whose look-up is the slow part of a first layout on
// Linux. A sign points to its shape in the page's sprite (sign-shapes.tsx, in the root layout),
// so no shape is browser code. Each sign is one em square in the text's colour, hidden from
// screen readers: the words beside it, or the element's label, say what it means.
import type { TSignName } from './sign-shapes';

export type { TSignName };

export function Sign({ name, className = '' }: { name: TSignName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      data-sign={name}
      className={`inline-block size-[1em] shrink-0 align-[-0.125em] ${className}`}
    >
      <use href={`#sign-${name}`} />
    </svg>
  );
}

/** A rating of 1–5 as filled stars, then outlined ones to five; its label is the caller's. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex gap-px align-[-0.125em]" aria-hidden="true" data-stars={rating}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Sign key={n} name={n <= rating ? 'star' : 'starOutline'} className={n <= rating ? '' : 'text-muted'} />
      ))}
    </span>
  );
}
