'use client';
// rules §9: the token is refreshed every 300000 ms. A refused refresh means the session is gone.
import { useEffect } from 'react';
import { TOKEN_REFRESH_MS } from '@/lib/bff/session-data';

export function SessionRefresher() {
  useEffect(() => {
    const timer = window.setInterval(async () => {
      try {
        const res = await fetch('/api/session/refresh', { method: 'POST', credentials: 'same-origin' });
        if (res.status === 401)
          window.location.assign(
            `/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`,
          );
      } catch {
        // Offline: the next tick tries again; the proxy refreshes on the next call too.
      }
    }, TOKEN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return null;
}
