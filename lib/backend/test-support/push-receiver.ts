// A stand-in push service for API tests: a local HTTP server that plays a browser's push
// subscription and reads what the backend sends it, with our own implementation of the
// standards on node:crypto alone (not the `web-push` package the backend uses), so that a
// message that decrypts here is right by the RFCs, not merely by agreement with ourselves:
// - RFC 8291 (Message Encryption for Web Push) on RFC 8188 (aes128gcm): ECDH on P-256, HKDF
//   with the subscription's auth secret, AES-128-GCM records;
// - RFC 8292 (VAPID): the ES256 JWT in `Authorization: vapid t=…, k=…` is checked against the
//   server's public key, audience and expiry.
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TReceivedPush = {
  path: string;
  /** The decrypted payload as text. */
  text: string;
  headers: Record<string, string | undefined>;
  vapid: { publicKey: string; claims: { aud: string; exp: number; sub: string } };
};

type TBrowser = { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; authSecret: Buffer; status: number };

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 5869 HKDF with SHA-256, for outputs of at most 32 bytes (one block). */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = hmac(salt, ikm);
  return hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);
}

/** RFC 8291 §3.4 and RFC 8188 §2: the plaintext of an aes128gcm body for this subscription. */
export function decryptAes128gcm(body: Buffer, browser: Pick<TBrowser, 'ecdh' | 'publicKey' | 'authSecret'>): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ecdhSecret = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, serverKey]);
  const ikm = hkdf(browser.authSecret, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const records = body.subarray(21 + idLength);
  const out: Buffer[] = [];
  for (let i = 0, seq = 0; i < records.length; i += recordSize, seq++) {
    const record = records.subarray(i, Math.min(i + recordSize, records.length));
    // The record's nonce is NONCE XOR SEQ (96-bit big endian); SEQ fits the last 32 bits here.
    const iv = Buffer.from(nonce);
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: the delimiter (2 in the last record, 1 before) and zeros after it.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const last = i + recordSize >= records.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Error('bad record padding');
    out.push(plain.subarray(0, end));
  }
  return Buffer.concat(out);
}

/** RFC 8292: the VAPID header's JWT, verified with its `k` key (ES256, raw r‖s signature). */
export function verifyVapid(header: string | undefined, endpointOrigin: string) {
  const t = /t=([^,\s]+)/.exec(header ?? '')?.[1];
  const k = /k=([^,\s]+)/.exec(header ?? '')?.[1];
  if (!header?.startsWith('vapid ') || !t || !k) throw new Error(`no VAPID authorization: ${header}`);
  const [head, payload, signature] = t.split('.');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const alg = JSON.parse(Buffer.from(head!, 'base64url').toString()).alg;
  if (alg !== 'ES256') throw new Error(`VAPID alg ${alg}`);
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  if (claims.aud !== endpointOrigin) throw new Error(`VAPID aud ${claims.aud} is not ${endpointOrigin}`);
  // web-push signs on the machine's clock, not the app's: push services live in real time.
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`VAPID exp ${claims.exp} out of range`);
  return { publicKey: k, claims };
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });

export async function startPushReceiver() {
  const browsers = new Map<string, TBrowser>();
  const received: TReceivedPush[] = [];
  const failures: string[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? '';
      const browser = browsers.get(path);
      const body = await readBody(req);
      if (!browser) {
        res.writeHead(404).end();
        return;
      }
      if (browser.status !== 201) {
        res.writeHead(browser.status).end();
        return;
      }
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapid = verifyVapid(req.headers.authorization, origin);
        const text = decryptAes128gcm(body, browser).toString('utf8');
        received.push({
          path,
          text,
          vapid,
          headers: { ttl: req.headers.ttl as string, urgency: req.headers.urgency as string | undefined },
        });
        res.writeHead(201).end();
      } catch (err) {
        failures.push(`${path}: ${err instanceof Error ? err.message : err}`);
        res.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Messages that did not decrypt or verify: a test expects none. */
    failures,
    /**
     * A new browser subscription (what PushSubscription.toJSON() gives). `status` is what this
     * push service answers for it: 201, or 410 for one that is gone.
     */
    subscription(status = 201) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(8).toString('hex')}`;
      browsers.set(path, { ecdh, publicKey, authSecret, status });
      return {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
      };
    },
    /** The decrypted JSON payloads sent to one subscription. */
    messagesTo(endpoint: string) {
      const path = new URL(endpoint).pathname;
      return received.filter((r) => r.path === path).map((r) => JSON.parse(r.text) as Record<string, unknown>);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TPushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;
