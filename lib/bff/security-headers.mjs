// The headers every answer of the web app carries. next.config.mjs gives them to what Next
// serves; the web server gives them to the /api/v1 answers it sends itself
// (lib/bff/web-server/proxy-listener.ts). Plain JavaScript, because next.config.mjs loads it.

// Pages get their Content-Security-Policy from middleware.ts, with a fresh script nonce per
// response (lib/bff/csp.ts). What the middleware does not see (the API, build output, the asset
// folders) gets this fixed one: no inline script at all.
export const staticCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** @type {{ key: string; value: string }[]} */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Check-in and check-out use the location and the camera of this origin only.
  { key: 'Permissions-Policy', value: 'geolocation=(self), camera=(self), microphone=(), payment=(), usb=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Browsers ignore it over plain http, so local runs are unaffected.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];
