// A push service on this machine for tests and the bench: HTTPS with a certificate made
// for the run, it checks each message's VAPID signature (ES256 JWT for its own origin, signed by
// the key the site publishes) and decrypts the payload with the subscription's keys (RFC 8291,
// aes128gcm), written here from the RFC rather than with the sender's library. Each endpoint
// answers 201, or what the test asks for (410 for an unsubscribed browser, a 500 that passes).
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  id: string;
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
}

export interface PushEndpoint {
  origin: string;
  /** PEM of the endpoint's certificate: give it to the server as PUSH_CA_FILE. */
  caFile: string;
  /** A new subscription (as a browser's toJSON) whose messages land here under `id`. */
  subscribe(id?: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The statuses an endpoint answers with, in order; then 201. */
  answer(id: string, ...statuses: number[]): void;
  /** Messages decrypted and verified. */
  deliveries: Delivery[];
  /** Requests refused for a bad signature or payload, with the reason. */
  rejected: string[];
  /** Requests received (any answer). */
  requests: number;
  /** Accept only messages signed with this VAPID public key (the site's GET /api/news/push-key). */
  expectKey(key: string): void;
  /** Resolves once `n` messages were delivered. */
  waitFor(n: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const b64u = (buf: Buffer) => buf.toString('base64url');
const fromB64u = (text: string) => Buffer.from(text, 'base64url');

function makeCertificate(dir: string): { key: string; cert: string; caFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      keyFile,
      '-out',
      caFile,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(caFile, 'utf8'), caFile };
}

/** Checks `vapid t=<jwt>, k=<key>`: the key is the site's, the JWT is ES256 over it for our origin. */
function checkVapid(header: string | undefined, origin: string, vapidPublicKey: string | undefined): string | null {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) return 'no vapid Authorization';
  const [, jwt, k] = m;
  if (vapidPublicKey && k !== vapidPublicKey) return 'signed by another key';
  const [head, body, signature] = jwt.split('.');
  if (!signature) return 'not a JWT';
  const point = fromB64u(k);
  if (point.length !== 65 || point[0] !== 4) return 'k is not a P-256 point';
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, fromB64u(signature));
  if (!ok) return 'bad signature';
  if (JSON.parse(fromB64u(head).toString()).alg !== 'ES256') return 'not ES256';
  const claims = JSON.parse(fromB64u(body).toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  if (!claims.exp || claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3_600_000)
    return 'bad exp';
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return 'bad sub';
  return null;
}

/** RFC 8291 + RFC 8188 (one record): the plaintext of an aes128gcm body. */
export function decryptPushBody(body: Buffer, ua: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const asPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const uaPublic = ua.getPublicKey();
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  let vapidPublicKey: string | undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-endpoint-'));
  const { key, cert, caFile } = makeCertificate(dir);
  const keys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const scripted = new Map<string, number[]>();
  const deliveries: Delivery[] = [];
  const rejected: string[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  let origin = '';
  const state = { requests: 0 };

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.requests++;
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const sub = keys.get(id);
      const reply = (status: number, text = '') => {
        res.writeHead(status).end(text);
      };
      if (req.method !== 'POST' || !sub) return reply(404, 'unknown subscription');
      const next = scripted.get(id)?.shift();
      if (next !== undefined) return reply(next);
      const refusal = checkVapid(req.headers.authorization, origin, vapidPublicKey);
      if (refusal) {
        rejected.push(refusal);
        return reply(403, refusal);
      }
      if (req.headers['content-encoding'] !== 'aes128gcm') {
        rejected.push('not aes128gcm');
        return reply(415);
      }
      try {
        const plain = decryptPushBody(Buffer.concat(chunks), sub.ecdh, sub.auth);
        deliveries.push({
          id,
          payload: JSON.parse(plain.toString('utf8')),
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
        });
      } catch (err) {
        rejected.push(`cannot decrypt: ${(err as Error).message}`);
        return reply(400);
      }
      for (const w of waiters.filter((x) => deliveries.length >= x.n)) w.resolve();
      return reply(201);
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    caFile,
    deliveries,
    rejected,
    get requests() {
      return state.requests;
    },
    subscribe(id = randomBytes(8).toString('hex')) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
      };
    },
    answer(id, ...statuses) {
      scripted.set(id, statuses);
    },
    expectKey(k) {
      vapidPublicKey = k;
    },
    waitFor(n, timeoutMs = 20_000) {
      if (deliveries.length >= n) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(`${deliveries.length} of ${n} messages after ${timeoutMs} ms; refused: ${rejected.join('; ')}`),
            ),
          timeoutMs,
        );
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
