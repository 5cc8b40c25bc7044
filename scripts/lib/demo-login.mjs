// Logging in to a running demo from a benchmark, as a browser does: through the web app's
// session route (a user) or a link (PID/PCID), keeping the session cookie it sets.

/** `crewdeck_session=…` from an answer's Set-Cookie, or undefined. */
export const sessionCookie = (res) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('crewdeck_session='))
    ?.split(';')[0];

/** A user's login on the web app at `web`: the `crewdeck_session=…` cookie. */
export async function demoLogin(web, username, { password = 'demo', origin = web } = {}) {
  const res = await fetch(`${web}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username, password }),
  });
  const cookie = sessionCookie(res);
  if (res.status !== 200 || !cookie) throw new Error(`login of ${username} failed: ${res.status}`);
  return cookie;
}
