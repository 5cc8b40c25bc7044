// The service worker's runtime caches may hold pages and answers of the user logged in; the
// precache (the app itself) stays, for offline use. Emptied on logout (the page) and when the
// server no longer knows the session (the service worker, kept-day-plugin.ts).
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => !n.includes('precache')).map((n) => caches.delete(n)));
}
