// The shapes of the signs (sign.tsx), drawn once per page by the root layout as an SVG sprite
// that each sign points to (`<use>`): the shapes are HTML from the server, never browser code.
import type { ReactNode } from 'react';

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const STAR = 'M8 1.2l2 4.3 4.7.6-3.5 3.2.9 4.6L8 11.6l-4.1 2.3.9-4.6-3.5-3.2 4.7-.6z';

export const SIGN_SHAPES = {
  check: <path {...STROKE} d="M3 8.5l3.2 3.2L13 4.8" />,
  cross: <path {...STROKE} d="M4 4l8 8M12 4l-8 8" />,
  star: <path fill="currentColor" d={STAR} />,
  starOutline: <path {...STROKE} strokeWidth={1.2} d={STAR} />,
  sun: (
    <>
      <circle cx="8" cy="8" r="3" fill="currentColor" />
      <path
        {...STROKE}
        strokeWidth={1.5}
        d="M8 1v1.8M8 13.2V15M1 8h1.8M13.2 8H15M3 3l1.3 1.3M11.7 11.7L13 13M3 13l1.3-1.3M11.7 4.3L13 3"
      />
    </>
  ),
  /** ∅: a ring crossed beyond its edge (no-show). */
  none: <path {...STROKE} d="M8 3.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9zM2.5 13.5l11-11" />,
  /** ⊘: a ring with a bar inside it (not available). */
  blocked: <path {...STROKE} d="M8 2a6 6 0 1 1 0 12A6 6 0 1 1 8 2zM3.8 12.2l8.4-8.4" />,
  /** Δ: a change. */
  delta: <path {...STROKE} d="M8 2.5l6 11H2z" />,
  warning: (
    <>
      <path {...STROKE} strokeWidth={1.5} d="M8 1.8l6.6 11.7H1.4z" />
      <path {...STROKE} d="M8 6.2v3.4" />
      <circle cx="8" cy="11.6" r="1" fill="currentColor" />
    </>
  ),
  up: <path {...STROKE} d="M8 13.5v-11M3.5 7L8 2.5 12.5 7" />,
} satisfies Record<string, ReactNode>;

export type TSignName = keyof typeof SIGN_SHAPES;

/** The sprite: every shape as a `<symbol id="sign-…">`, out of sight and of the accessibility tree. */
export function SignShapes() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden" data-testid="sign-shapes">
      {Object.entries(SIGN_SHAPES).map(([name, shape]) => (
        <symbol key={name} id={`sign-${name}`} viewBox="0 0 16 16">
          {shape}
        </symbol>
      ))}
    </svg>
  );
}
