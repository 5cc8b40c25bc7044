// Straight to the backend as a demo login, for test set-up (not what is under test): the
// calls a spec needs to lay out its own data before it drives the browser.
import { DEMO_PASSWORD } from './fixtures';
import { BACKEND_URL } from './demo-copy';

/** Straight to the backend as a demo login of the tenant on `host`: test set-up, not what is under test. */
export async function backendAs(username: string, host = 'localhost') {
  const HEADERS = { type: 'MOBILE', 'x-forwarded-host': host, 'content-type': 'application/json' };
  const login = await fetch(`${BACKEND_URL}/api/v1/auth/token`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${BACKEND_URL}/api/v1${path}`, {
      method,
      // Set-up writes whatever a record's version is (lib/domain/versions.ts).
      headers: { ...HEADERS, authorization: `Bearer ${token}`, 'if-match': '*' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  return { call, personId: JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).loginData.person.id };
}
