'use client';
import { Suspense, useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { Loader } from '@/app/_components/loader';

/**
 * A client screen's outer box. It changes two things about the screen's first load, nothing
 * about what the screen shows or does:
 *
 * - The content hydrates apart. React hydrates a Suspense boundary's server-rendered content
 *   after the rest of the page, at idle priority and in slices that give the main thread back
 *   every few milliseconds, so a long list or grid is not one long task on a phone. A press, a
 *   key or an input inside it before then makes React hydrate it at once and is not lost.
 * - `data-ready` (what browser tests wait on) marks the box once its content has hydrated. The
 *   mark is the box's own state: a screen that kept it itself rendered its whole tree a second
 *   time right after hydration for one attribute; the box's children are elements the screen
 *   made once, which React does not render again.
 *
 * After a client-side navigation the boundary shows the loader while a part of the screen
 * still fetches its code (a `next/dynamic` part rendered on the server).
 */
export function ReadyBox({ children, ...props }: ComponentPropsWithoutRef<'div'>) {
  const [ready, setReady] = useState(false);
  return (
    <div {...props} data-ready={ready || undefined}>
      <Suspense fallback={<Loader />}>
        {children}
        <Hydrated onHydrated={setReady} />
      </Suspense>
    </div>
  );
}

/** Last in the boundary: its effect runs once everything before it has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: (ready: true) => void }) {
  useEffect(() => onHydrated(true), [onHydrated]);
  return null;
}
