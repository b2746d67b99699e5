// A real listening server (docs/decisions.md "Slow clients and the response cache are bounded")
// closes sockets that send headers and part of a body,
// and one address cannot hold more than its share of connections.
import net from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '../test/test-app.ts';
import { toneWav } from '../test/av-files.ts';
import { multipart } from '../test/upload.ts';
import { trustedProxyMatcher } from './connections.ts';

const t = testApp({
  env: {
    REQUEST_TIMEOUT_MS: '600',
    HEADERS_TIMEOUT_MS: '400',
    CONNECTION_TIMEOUT_MS: '800',
    MAX_CONNECTIONS_PER_IP: '5',
  },
});
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

/** Opens a socket from `localAddress`, writes `text`, and resolves with how long it stayed open. */
function openFor(text: string, localAddress = '127.0.0.1'): Promise<{ ms: number; socket: net.Socket }> {
  return new Promise((resolve) => {
    const start = Date.now();
    const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => socket.write(text));
    socket.on('error', () => {});
    socket.resume(); // read the server's answer (a 408), so the socket can end
    socket.on('close', () => resolve({ ms: Date.now() - start, socket }));
  });
}

const PARTIAL_BODY =
  'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ' +
  '100\r\n\r\n{"username":';

it('closes a socket that sends headers and part of a body, after the request timeout, with a 408', async () => {
  let text = '';
  const { ms, socket } = await new Promise<{ ms: number; socket: net.Socket }>((resolve) => {
    const start = Date.now();
    const s = net.connect({ host: '127.0.0.1', port }, () => s.write(PARTIAL_BODY));
    s.on('error', () => {});
    s.on('data', (d) => (text += d.toString()));
    s.on('close', () => resolve({ ms: Date.now() - start, socket: s }));
  });
  expect(socket.destroyed).toBe(true);
  expect(ms).toBeGreaterThanOrEqual(500);
  expect(ms).toBeLessThan(5_000);
  expect(text).toMatch(/^HTTP\/1\.1 408/);
});

it('an upload may outlast the request timeout while its bytes keep coming (a phone on a weak network)', async () => {
  const cookie = await t.login('admin');
  const { payload, headers } = multipart(toneWav(2), 'homily.wav');
  const head =
    `POST /api/media/audio HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: ` +
    `${headers['content-type']}\r\nContent-Length: ${payload.length}\r\nConnection: close\r\n\r\n`;
  const answer = await new Promise<{ text: string; ms: number }>((resolve) => {
    const start = Date.now();
    let text = '';
    const socket = net.connect({ host: '127.0.0.1', port }, async () => {
      socket.write(head);
      // Eight pieces 200 ms apart: 1.6 s in all, past REQUEST_TIMEOUT_MS (600), each gap inside
      // CONNECTION_TIMEOUT_MS (800).
      const piece = Math.ceil(payload.length / 8);
      for (let i = 0; i < 8; i++) {
        await new Promise((r) => setTimeout(r, 200));
        if (socket.destroyed) break;
        socket.write(payload.subarray(i * piece, (i + 1) * piece));
      }
    });
    socket.on('error', () => {});
    socket.on('data', (d) => (text += d.toString()));
    socket.on('close', () => resolve({ text, ms: Date.now() - start }));
  });
  expect(answer.ms).toBeGreaterThan(1_500);
  expect(answer.text).toMatch(/^HTTP\/1\.1 201/);
  expect(answer.text).toContain('"kind":"audio"');
});

it('closes a socket that never finishes its headers', async () => {
  const { ms } = await openFor('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  expect(ms).toBeLessThan(5_000);
});

it('closes the connections of one address beyond its cap at once, and serves another address', async () => {
  const held: net.Socket[] = [];
  const closed: number[] = [];
  for (let i = 0; i < 8; i++) {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: '127.0.0.3' });
    socket.on('error', () => {});
    socket.on('close', () => closed.push(i));
    held.push(socket);
  }
  // Five are kept (until the timeouts, 800 ms), three are closed by the cap well before.
  await vi.waitFor(() => expect(closed).toHaveLength(3), { timeout: 500, interval: 10 });
  const res = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(res.status).toBe(200);
  for (const s of held) s.destroy();
});

it('knows the trusted proxies of TRUST_PROXY by address, range and name', () => {
  const trusted = trustedProxyMatcher(['10.0.0.0/8', '192.0.2.7', 'loopback']);
  expect(trusted('10.1.2.3')).toBe(true);
  expect(trusted('::ffff:10.1.2.3')).toBe(true);
  expect(trusted('192.0.2.7')).toBe(true);
  expect(trusted('::1')).toBe(true);
  expect(trusted('192.0.2.8')).toBe(false);
  expect(trustedProxyMatcher([])('127.0.0.1')).toBe(false);
});

describe('a request refused before its body is read', () => {
  // The server's own timeouts are long here (the defaults): only the refusal can close the socket.
  const slow = testApp();
  let slowPort: number;
  beforeAll(async () => {
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    slowPort = (slow.app.server.address() as net.AddressInfo).port;
  });

  /**
   * Sends the headers of a 1 MB upload, then one byte every 100 ms (as the slow client did,
   * faster), and resolves with the answer once the server has closed the socket; after 10 s of
   * that it gives up and closes the socket itself (and the answer says so).
   */
  function trickle(url: string, cookie?: string): Promise<string> {
    const head = [
      `POST ${url} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Content-Type: multipart/form-data; boundary=x',
      'Content-Length: 1000000',
      ...(cookie ? [`Cookie: ${cookie}`] : []),
      '',
      '',
    ].join('\r\n');
    return new Promise((resolve) => {
      let text = '';
      const socket = net.connect({ host: '127.0.0.1', port: slowPort }, () => socket.write(`${head}--x`));
      const timer = setInterval(() => {
        if (!socket.destroyed) socket.write('a');
      }, 100);
      socket.on('error', () => {});
      socket.on('data', (d) => (text += d.toString()));
      const giveUp = setTimeout(() => {
        text += '\n[still open after 10 s]';
        socket.destroy();
      }, 10_000);
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(giveUp);
        resolve(text);
      });
    });
  }

  it("closes a visitor's upload socket after its 401", async () => {
    const answer = await trickle('/api/media/audio');
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).not.toContain('still open');
  });

  it("closes a user's audio upload socket after its 403 (audio and video are the admin's)", async () => {
    const answer = await trickle('/api/media/audio', await slow.login('user'));
    expect(answer).toMatch(/^HTTP\/1\.1 403/);
    expect(answer).toContain('"code":"forbidden"');
    expect(answer).not.toContain('still open');
  });

  it('keeps the connection of a request refused after its body was read (a form with a mistake)', async () => {
    const res = await fetch(`http://127.0.0.1:${slowPort}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('connection')).not.toBe('close');
  });
});
