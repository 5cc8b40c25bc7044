// Body limits per route: a multipart content type alone does not earn a route the upload limit.
import { withBackend } from '../test-support/with-backend';
import {
  bodyLimitFor,
  bodyLimitTable,
  DEFAULT_BODY_LIMIT,
  LARGE_JSON_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
} from './body-limits';

const { be, tokens } = withBackend({ as: ['crew'] });

describe('body limits per route', () => {
  it('refuses a JSON body above the small default with 413', async () => {
    const res = await be.call('POST', '/activities', {
      token: tokens.crew,
      body: { note: 'x'.repeat(DEFAULT_BODY_LIMIT + 1) },
    });
    expect([res.status, res.body.error?.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('gives a multipart body on a route without uploads no more room than JSON', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'big.bin');
    const res = await fetch(`${be.url}/api/v1/activities`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.crew}`, type: 'MOBILE', 'x-forwarded-host': 'localhost:3000' },
      body: form,
    });
    expect(res.status).toBe(413);
  });

  it('gives the upload size only to routes that declare an upload, and signatures a little more', async () => {
    const doc = (await be.call('GET', '/openapi.json')).body;
    const table = bodyLimitTable(doc);
    const uploads = table.filter((r) => r.max === UPLOAD_BODY_LIMIT);
    expect(uploads.length).toBeGreaterThanOrEqual(5);
    expect(bodyLimitFor(table, 'POST', '/projectCrews/7/photos')).toBe(UPLOAD_BODY_LIMIT);
    expect(bodyLimitFor(table, 'POST', '/activities')).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor(table, 'POST', '/projectCrews/7/deliveryNote/signed')).toBe(LARGE_JSON_BODY_LIMIT);
  });
});
