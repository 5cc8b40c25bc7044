// Which kept screen an address is, offline: the service worker answers every page it
// cannot fetch with /offline, at the address the user opened, and the kept day draws what it can
// of that address. The installed app opens at the root: its start is the jobs.
export type TKeptScreen =
  | { kind: 'jobs' }
  | { kind: 'job'; id: number }
  | { kind: 'crew'; id: number }
  | { kind: 'location'; id: number }
  | { kind: 'calendar' }
  | { kind: 'documents' };

const id = (s: string | undefined) => (s && /^[1-9]\d{0,9}$/.test(s) ? Number(s) : null);

export function keptScreen(pathname: string): TKeptScreen | null {
  const parts = pathname.split('/').filter(Boolean);
  const [first, second] = parts;
  if (parts.length === 0 || (first === 'jobs' && parts.length === 1)) return { kind: 'jobs' };
  if (first === 'personal-calendar') return { kind: 'calendar' };
  if (first === 'mobileDocuments' && parts.length === 1) return { kind: 'documents' };
  const n = id(second);
  if (n === null) return null;
  // A crew's own pages (line-up, contacts, delivery note…) show the crew as it is kept.
  if (first === 'crews') return { kind: 'crew', id: n };
  if (first === 'jobs' && parts.length === 2) return { kind: 'job', id: n };
  if (first === 'locations' && parts.length === 2) return { kind: 'location', id: n };
  return null;
}
