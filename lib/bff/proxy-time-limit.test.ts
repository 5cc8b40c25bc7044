// The proxy's time limit, against a scripted upstream: it covers only the wait for the answer's
// headers once the request is sent, so a backend that does not answer gets 504 while a slow upload
// or a slow download is not cut off. Every test runs in both of the proxy's homes: the route
// handler (`next dev`) and the production web server's listener, called over HTTP.
import { request, sessionCookie } from './test-support/proxy-calls';
import { inBothHomes, withScriptedUpstream } from './test-support/scripted-upstream';

jest.mock('next/headers', () => jest.requireActual('@/lib/bff/test-support/cookie-jar').nextHeaders);

const up = withScriptedUpstream();

inBothHomes(up, (proxy) => {
  describe('proxy time limit', () => {
    it('answers 504 BACKEND_TIMEOUT when the backend does not answer in time', async () => {
      await sessionCookie();
      const { webConfig } = await import('./config');
      const config = webConfig();
      Object.assign(config, { backendTimeoutMs: 200 });
      up.handler = () => {
        /* never answers */
      };
      try {
        const res = await proxy(request('/api/v1/jobs'));
        expect(res.status).toBe(504);
        expect((await res.json()).error.code).toBe('BACKEND_TIMEOUT');
      } finally {
        Object.assign(config, { backendTimeoutMs: 15_000 });
      }
    });

    it('does not count a slow upload or a slow download against it', async () => {
      await sessionCookie();
      const { webConfig } = await import('./config');
      const config = webConfig();
      Object.assign(config, { backendTimeoutMs: 300 });
      up.handler = (_q, res, body) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('start;');
        setTimeout(() => res.end(`got ${body.length}`), 500);
      };
      const slowUpload = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (let i = 0; i < 4; i++) {
            controller.enqueue(new TextEncoder().encode('abcd'));
            await new Promise((r) => setTimeout(r, 150));
          }
          controller.close();
        },
      });
      try {
        const res = await proxy(
          request('/api/v1/documents', {
            method: 'POST',
            headers: { origin: 'http://localhost:3000' },
            body: slowUpload,
          }),
        );
        expect(res.status).toBe(200);
        expect(await res.text()).toBe('start;got 16');
      } finally {
        Object.assign(config, { backendTimeoutMs: 15_000 });
      }
    });
  });
});
