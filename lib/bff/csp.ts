// The Content-Security-Policy of every page, built per request by the middleware: scripts run
// only with this response's nonce (Next reads it from the request's CSP header and puts it on
// its own scripts), never inline without it. No `server-only` marker: the
// middleware uses it.

export type TCspOptions = {
  nonce: string;
  /** Development: React's fast refresh needs eval. */
  dev: boolean;
  /** Origins of the tenant's own images (logo, login background) when they live elsewhere. */
  imageOrigins: readonly string[];
  /** The mail reader, where a reader may ask for a mail's remote (https) images. */
  remoteImages: boolean;
};

export function contentSecurityPolicy(o: TCspOptions): string {
  const images = ["'self'", 'data:', 'blob:', ...o.imageOrigins, ...(o.remoteImages ? ['https:'] : [])];
  return [
    "default-src 'self'",
    // Files of our own origin (Next's chunks), and inline scripts only with this response's nonce.
    `script-src 'self' 'nonce-${o.nonce}'${o.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...new Set(images)].join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The origins of absolute image URLs (a tenant's logo or background on its own https host). */
export function imageOriginsOf(urls: ReadonlyArray<string | null | undefined>): string[] {
  const out: string[] = [];
  for (const url of urls) {
    if (!url || !/^https:\/\//i.test(url)) continue;
    try {
      out.push(new URL(url).origin);
    } catch {
      /* not a URL: nothing to allow */
    }
  }
  return out;
}

/** The mail reader's pages: /email-messages/{id}. */
export const showsRemoteImages = (pathname: string) => /^\/email-messages\//i.test(pathname);

/** A fresh nonce per response: 128 random bits. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
