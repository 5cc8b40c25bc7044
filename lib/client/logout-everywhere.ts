// "Log out everywhere" (profile), apart from the shell's logout so that the shell does not load
// the API client (and its schema library) on every screen.
import { apiRequest } from './fetcher';
import { forgetLocally } from './logout';

/**
 * Every session of the user ends on the server, on every device. Throws when the server refused
 * or could not be reached: then nothing has ended.
 */
export async function logoutEverywhere(): Promise<void> {
  await apiRequest('/api/session/everywhere', { method: 'POST' });
  await forgetLocally();
}
