import { forwardedRequestHeaders, forwardedResponseHeaders } from './proxy-headers';

describe('forwardedRequestHeaders', () => {
  it('passes content and caching headers only', () => {
    const h = new Headers({
      accept: 'application/json',
      'content-type': 'multipart/form-data; boundary=x',
      range: 'bytes=0-9',
      cookie: 'crewdeck_session=secret',
      authorization: 'Bearer forged',
      'x-forwarded-host': 'evil.example',
      type: 'WEB',
      host: 'localhost:3000',
      'accept-language': 'nl',
    });
    expect(forwardedRequestHeaders(h)).toEqual({
      accept: 'application/json',
      'content-type': 'multipart/form-data; boundary=x',
      range: 'bytes=0-9',
      'accept-language': 'nl',
    });
  });
});

describe('forwardedResponseHeaders', () => {
  it('drops hop-by-hop headers, headers named in Connection and Set-Cookie', () => {
    const h = new Headers({
      'content-type': 'application/pdf',
      'content-length': '1234',
      'content-disposition': 'attachment; filename="a.pdf"',
      connection: 'keep-alive, x-private',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      'x-private': '1',
      'set-cookie': 'sid=1',
      etag: '"abc"',
      'cache-control': 'private, max-age=60',
      upgrade: 'h2c',
      trailer: 'x',
    });
    const out = forwardedResponseHeaders(h);
    expect(Object.fromEntries(out.entries())).toEqual({
      'content-type': 'application/pdf',
      'content-length': '1234',
      'content-disposition': 'attachment; filename="a.pdf"',
      etag: '"abc"',
      'cache-control': 'private, max-age=60',
    });
  });

  it('keeps encoding and length: the body is handed on byte for byte, never decoded on the way', () => {
    const out = forwardedResponseHeaders(
      new Headers({ 'content-encoding': 'gzip', 'content-length': '50', 'content-type': 'text/plain' }),
    );
    expect(out.get('content-encoding')).toBe('gzip');
    expect(out.get('content-length')).toBe('50');
    expect(out.get('content-type')).toBe('text/plain');
  });

  it('marks answers without their own caching rule as not to be stored', () => {
    expect(forwardedResponseHeaders(new Headers()).get('cache-control')).toBe('no-store');
  });
});
