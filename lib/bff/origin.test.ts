import { isAllowedOrigin, requestOriginHost } from './origin';

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

  it('prefers X-Forwarded-Host and checks X-Forwarded-Proto', () => {
    const fwd = { host: '127.0.0.1:3000', 'x-forwarded-host': 'app.example.com', 'x-forwarded-proto': 'https' };
    expect(isAllowedOrigin('POST', h({ ...fwd, origin: 'https://app.example.com' }))).toBe(true);
    expect(isAllowedOrigin('POST', h({ ...fwd, origin: 'http://app.example.com' }))).toBe(false);
    expect(isAllowedOrigin('POST', h({ ...fwd, origin: 'https://127.0.0.1:3000' }))).toBe(false);
    expect(
      isAllowedOrigin(
        'POST',
        h({ ...fwd, 'x-forwarded-host': 'app.example.com, proxy.internal', origin: 'https://app.example.com' }),
      ),
    ).toBe(true);
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
  it('reads the first forwarded host, lower-cased', () => {
    expect(requestOriginHost(h({ host: 'a:1', 'x-forwarded-host': 'B.example, c' }))).toBe('b.example');
    expect(requestOriginHost(h({ host: 'A:1' }))).toBe('a:1');
    expect(requestOriginHost(h({}))).toBeNull();
  });
});
