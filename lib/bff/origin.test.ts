import { clientAddress, forwardedProto, isAllowedOrigin, requestOriginHost } from './origin';

// No TRUST_PROXY: the forwarded headers are the browser's own.
process.env.SESSION_SECRET ??= 'o'.repeat(48);

const h = (init: Record<string, string>) => new Headers(init);

describe('isAllowedOrigin', () => {
  it('lets safe methods through without an Origin', () => {
    for (const m of ['GET', 'HEAD', 'OPTIONS', 'get'])
      expect(isAllowedOrigin(m, h({ host: 'localhost:3000' }))).toBe(true);
  });

  it('requires an Origin on other methods', () => {
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(isAllowedOrigin(m, h({ host: 'localhost:3000' }))).toBe(false);
  });

  it('accepts our own origin, compared with Host', () => {
    expect(isAllowedOrigin('POST', h({ host: 'localhost:3000', origin: 'http://localhost:3000' }))).toBe(true);
    expect(isAllowedOrigin('DELETE', h({ host: 'Moyo.Localhost:3000', origin: 'http://moyo.localhost:3000' }))).toBe(
      true,
    );
  });

  it('behind a trusted proxy, prefers X-Forwarded-Host and checks X-Forwarded-Proto', () => {
    const fwd = { host: '127.0.0.1:3000', 'x-forwarded-host': 'app.example.com', 'x-forwarded-proto': 'https' };
    expect(isAllowedOrigin('POST', h({ ...fwd, origin: 'https://app.example.com' }), true)).toBe(true);
    expect(isAllowedOrigin('POST', h({ ...fwd, origin: 'http://app.example.com' }), true)).toBe(false);
    expect(isAllowedOrigin('POST', h({ ...fwd, origin: 'https://127.0.0.1:3000' }), true)).toBe(false);
    expect(
      isAllowedOrigin(
        'POST',
        h({ ...fwd, 'x-forwarded-host': 'app.example.com, proxy.internal', origin: 'https://app.example.com' }),
        true,
      ),
    ).toBe(true);
  });

  it('without a trusted proxy, ignores forwarded headers a browser made up', () => {
    const fwd = { host: '127.0.0.1:3000', 'x-forwarded-host': 'app.example.com', 'x-forwarded-proto': 'https' };
    expect(isAllowedOrigin('POST', h({ ...fwd, origin: 'https://app.example.com' }))).toBe(false);
    expect(isAllowedOrigin('POST', h({ ...fwd, origin: 'http://127.0.0.1:3000' }))).toBe(true);
  });

  it('rejects other origins, ports, schemes and junk', () => {
    const host = { host: 'localhost:3000' };
    for (const origin of [
      'http://evil.example',
      'http://localhost:3001',
      'http://localhost',
      'http://sub.localhost:3000',
      'null',
      'file://',
      'chrome-extension://localhost:3000',
      'not a url',
      '',
    ]) {
      expect(isAllowedOrigin('POST', h({ ...host, origin }))).toBe(false);
    }
  });

  it('rejects when the request names no host', () => {
    expect(isAllowedOrigin('POST', h({ origin: 'http://localhost:3000' }))).toBe(false);
  });
});

describe('requestOriginHost', () => {
  it("is the request's own Host by default: X-Forwarded-Host from a browser chooses no tenant", () => {
    expect(requestOriginHost(h({ host: 'localhost:3000', 'x-forwarded-host': 'moyo.localhost' }))).toBe(
      'localhost:3000',
    );
    expect(requestOriginHost(h({ host: 'A:1' }))).toBe('a:1');
    expect(requestOriginHost(h({}))).toBeNull();
    expect(forwardedProto(h({ 'x-forwarded-proto': 'https' }))).toBeNull();
  });

  it('reads the first forwarded host, lower-cased, behind a trusted proxy (TRUST_PROXY=true)', () => {
    expect(requestOriginHost(h({ host: 'a:1', 'x-forwarded-host': 'B.example, c' }), true)).toBe('b.example');
    expect(requestOriginHost(h({ host: 'A:1' }), true)).toBe('a:1');
    expect(forwardedProto(h({ 'x-forwarded-proto': 'HTTPS, http' }), true)).toBe('https');
  });

  it('takes the client address from the last X-Forwarded-For entry: the socket (set by Next) or the trusted proxy', () => {
    expect(clientAddress(h({ 'x-forwarded-for': '127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientAddress(h({ 'x-forwarded-for': '10.0.0.9, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(h({}))).toBeNull();
  });
});
