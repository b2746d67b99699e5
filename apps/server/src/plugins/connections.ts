// A cap on the sockets one address may hold open at once (docs/decisions.md "Slow clients and the
// response cache are bounded"): with the timeouts of app.ts
// it keeps one visitor from holding every file descriptor with half-sent requests. The trusted
// proxies (TRUST_PROXY) carry everyone's connections and are not capped.
import net from 'node:net';
import type { Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** proxy-addr's names for address ranges, as TRUST_PROXY accepts them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** "::ffff:10.0.0.1" (an IPv4 client on a dual-stack socket) is 10.0.0.1. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Whether an address belongs to one of the trusted proxies of TRUST_PROXY. */
export function trustedProxyMatcher(trustProxy: string[]): (address: string) => boolean {
  const list = new net.BlockList();
  for (const entry of trustProxy.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [ip, bits] = entry.split('/');
    const type = net.isIPv6(ip) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(bits), type);
  }
  return (address) => {
    const ip = plainAddress(address);
    return list.check(ip, net.isIPv6(ip) ? 'ipv6' : 'ipv4');
  };
}

export function limitConnectionsPerIp(
  server: Server,
  config: Pick<Config, 'MAX_CONNECTIONS_PER_IP' | 'TRUST_PROXY'>,
): void {
  const max = config.MAX_CONNECTIONS_PER_IP;
  const isTrustedProxy = trustedProxyMatcher(config.TRUST_PROXY);
  const open = new Map<string, number>();
  server.on('connection', (socket: net.Socket) => {
    const address = socket.remoteAddress;
    if (!address || isTrustedProxy(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

const REQUEST_TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** Routes that take a file (multipart, CSV, XLSX) rather than a JSON body. */
function takesFile(request: FastifyRequest): boolean {
  const consumes = (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes;
  return Boolean(consumes?.some((type) => type !== 'application/json'));
}

/**
 * Node's own request timeout (app.ts) is the long one an upload needs: 200 MB of video from a
 * phone on a weak connection takes far longer than any other request should. Every other request
 * must have its whole body within REQUEST_TIMEOUT_MS, or its socket gets a 408 and is closed, as
 * Node itself would do. Silence on any socket is still cut by CONNECTION_TIMEOUT_MS.
 */
export function enforceRequestDeadline(app: FastifyInstance, ms: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const socket = request.raw.socket;
    // A request the server makes to itself (app.inject, a page's reads) has no socket to cut.
    if (request.raw.complete || takesFile(request) || typeof socket?.write !== 'function') return done();
    const timer = setTimeout(() => {
      if (request.raw.complete || socket.destroyed) return;
      // As Node answers its own timeout: the 408 is written at once, then the socket goes.
      socket.write(REQUEST_TIMEOUT_ANSWER);
      socket.destroy();
    }, ms);
    timer.unref();
    // Listeners on the request, not the socket: a keep-alive socket carries many requests.
    const clear = () => clearTimeout(timer);
    request.raw.once('end', clear);
    request.raw.once('close', clear);
    done();
  });
}

/** Does the request carry a body (a length over 0, or a chunked one)? */
function sendsBody(request: FastifyRequest): boolean {
  const { headers } = request.raw;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * A request refused before its body was read (a visitor's upload answered 401, a 403, 413, 415 or
 * 429) gets `Connection: close`, and Node ends the socket once the answer is written. Otherwise
 * Node keeps the connection for the next request and goes on reading the unwanted body first: a
 * slow sender held the socket for as long as it cared to trickle bytes.
 */
export function closeRefusedBodies(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && !request.raw.complete && sendsBody(request))
      void reply.header('connection', 'close');
    done(null, payload);
  });
}
