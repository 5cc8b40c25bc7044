// Where the backend may send push messages. A subscription's endpoint comes from the browser,
// so an unchecked one would let anyone make the server POST to any address (SSRF). Browsers
// only ever hand out endpoints of their vendors' push services; anything else needs a setting.
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'android.googleapis.com',
  'push.services.mozilla.com', // Firefox (updates.push.services.mozilla.com)
  'push.apple.com', // Safari (web.push.apple.com)
  'notify.windows.com', // Edge on Windows (*.notify.windows.com)
];

const onHost = (host: string, base: string) => host === base || host.endsWith(`.${base}`);

/** A browser vendor's push service over https, or one of `extraHosts` (which may use http). */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (extraHosts.some((h) => host === h)) return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((h) => onHost(host, h));
}
