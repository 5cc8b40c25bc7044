'use client';
import { useEffect, useState, type Activity as TActivity, type ComponentPropsWithoutRef } from 'react';

/**
 * React's `<Activity>` (react.dev/reference/react/Activity). React 19.2 exports it as this very
 * symbol; the React that Next 15.5 builds the app with (a 19.2 canary) renders and hydrates it
 * but does not export it yet. Import it from 'react' once Next's own React does.
 */
const Activity = Symbol.for('react.activity') as unknown as typeof TActivity;

/**
 * A client screen's outer box. It changes two things about the screen's first load, nothing
 * about what the screen shows or does:
 *
 * - The content hydrates apart. The box's content is an Activity boundary: React hydrates a
 *   server-rendered one after the rest of the page, at idle priority and in slices that give
 *   the main thread back every few milliseconds, so a long list or grid is not one long task on
 *   a phone. A press, a key or an input inside it before then makes React hydrate it at once
 *   and is not lost. Not a Suspense boundary: React's server renderer streams a large one apart
 *   (a loader first, the content after it in a hidden element) and a script puts it in place,
 *   held back to 300 ms after the first paint once that has happened; an Activity boundary's
 *   content comes in place, with the page.
 * - `data-ready` (what browser tests wait on) marks the box once its content has hydrated. The
 *   mark is the box's own state: a screen that kept it itself rendered its whole tree a second
 *   time right after hydration for one attribute; the box's children are elements the screen
 *   made once, which React does not render again.
 */
export function ReadyBox({ children, ...props }: ComponentPropsWithoutRef<'div'>) {
  const [ready, setReady] = useState(false);
  return (
    <div {...props} data-ready={ready || undefined}>
      <Activity mode="visible">
        {children}
        <Hydrated onHydrated={setReady} />
      </Activity>
    </div>
  );
}

/** Last in the boundary: its effect runs once everything before it has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: (ready: true) => void }) {
  useEffect(() => onHydrated(true), [onHydrated]);
  return null;
}
