'use client';
import { useEffect, useState } from 'react';

/** True once the component runs in the browser: buttons before that would do nothing. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
