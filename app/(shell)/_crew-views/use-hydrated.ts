'use client';
import { useEffect, useState } from 'react';

/** True once the component runs in the browser; marks `data-ready` so browser tests act only after hydration. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
