// Issue 8, item 8: a real listening server closes sockets that send headers and part of a body,
// and one address cannot hold more than its share of connections.
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { trustedProxyMatcher } from './connections.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: '600', HEADERS_TIMEOUT_MS: '400', CONNECTION_TIMEOUT_MS: '800', MAX_CONNECTIONS_PER_IP: '5' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

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

const PARTIAL_BODY = 'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":';

it('closes a socket that sends headers and part of a body, after the request timeout', async () => {
  const { ms } = await openFor(PARTIAL_BODY);
  expect(ms).toBeLessThan(5_000);
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
  await new Promise((r) => setTimeout(r, 300));
  // Five are kept (until the timeouts), three are closed by the cap.
  expect(closed).toHaveLength(3);
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
