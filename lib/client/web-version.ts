// GET ./version.json (rules §7): the web app's version and build time as the server has them now,
// never from a cache, so that after a deployment it names the version that is waiting.
export type TWebVersion = { version: string; buildTime: string };

export async function fetchWebVersion(): Promise<TWebVersion | null> {
  try {
    const res = await fetch('/version.json', { cache: 'no-store', credentials: 'same-origin' });
    const body = (await res.json()) as Partial<TWebVersion>;
    return res.ok && typeof body.version === 'string' && typeof body.buildTime === 'string'
      ? { version: body.version, buildTime: body.buildTime }
      : null;
  } catch {
    return null;
  }
}
