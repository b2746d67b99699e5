// A local round-robin HTTP proxy for the bench (what a load balancer does in front of several app
// processes): each request goes to the next upstream, over kept-alive connections.
//   node --import tsx apps/server/bench/round-robin-proxy.ts PORT http://127.0.0.1:4701 http://127.0.0.1:4702
import http from 'node:http';

const [portArg, ...upstreams] = process.argv.slice(2);
const targets = upstreams.map((u) => new URL(u));
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let next = 0;

const server = http.createServer((req, res) => {
  const target = targets[next++ % targets.length];
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      agent,
      headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 10_000;
server.listen(Number(portArg), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
