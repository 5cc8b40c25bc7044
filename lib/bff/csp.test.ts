import { contentSecurityPolicy, imageOriginsOf, newNonce, showsRemoteImages } from './csp';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  const base = { nonce: 'abc123', dev: false, imageOrigins: [], remoteImages: false };

  it("runs scripts by nonce only: no 'unsafe-inline', no eval in production", () => {
    const scripts = directive(contentSecurityPolicy(base), 'script-src')!;
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(directive(contentSecurityPolicy({ ...base, dev: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('lists the image sources it needs, and remote https images only in the mail reader', () => {
    expect(directive(contentSecurityPolicy(base), 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(
      directive(contentSecurityPolicy({ ...base, imageOrigins: ['https://cdn.acme.example'] }), 'img-src'),
    ).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.acme.example']);
    expect(directive(contentSecurityPolicy({ ...base, remoteImages: true }), 'img-src')).toContain('https:');
  });

  it('keeps the page out of frames and plugins', () => {
    const csp = contentSecurityPolicy(base);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });
});

describe('helpers', () => {
  it('takes the origins of absolute https image URLs only', () => {
    expect(
      imageOriginsOf(['/icons/icon.png', 'https://cdn.acme.example/logo.png', null, 'http://x.example/a', 'https://']),
    ).toEqual(['https://cdn.acme.example']);
  });

  it('knows the mail reader', () => {
    expect(showsRemoteImages('/email-messages/12')).toBe(true);
    expect(showsRemoteImages('/mailbox')).toBe(false);
  });

  it('makes a fresh nonce each time', () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
  });
});
