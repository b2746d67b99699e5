// The server's memory and the throughput of a 200 MB video upload (POST /api/media/video)
// against a real server process on loopback. The upload is streamed to disk, so the server's
// resident memory should stay near its idle level whatever the file's size.
//   node --import tsx apps/server/bench/av-upload.ts [megabytes, default 200]
// Prints the server's RSS before, its peak sampled every 10 ms during the upload (and the kernel's
// VmHWM high-water mark), the elapsed time and the throughput. Stops by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { withPaths, ConfigSchema } from '../src/config.ts';
import { openAndMigrate } from '../src/setup/start.ts';
import { createUser } from '../src/features/auth/queries.ts';
import { mp4 } from '../src/test/av-files.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DATA = path.join(ROOT, '.bench-data', 'av-upload');
const SERVER_MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const PASSWORD = 'bench-uploader-password';
const PORT = Number(process.env.BENCH_PORT ?? 4492);
const MB = Number(process.argv[2] ?? 200);

function status(pid: number, key: 'VmRSS' | 'VmHWM'): number {
  const line =
    fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${key}:`)) ?? '';
  return Number(line.replace(/\D/g, '')) / 1024; // MB
}

/** A valid MP4 (H.264 track, index after the data, as cameras write it) of about `mb` megabytes, written in chunks. */
async function makeVideo(file: string, mb: number): Promise<number> {
  const whole = mp4(2400, { moovLast: true, mediaBytes: 0 });
  const ftypSize = whole.readUInt32BE(0);
  const ftyp = whole.subarray(0, ftypSize);
  const moov = whole.subarray(ftypSize + 8); // after the empty mdat
  const mediaBytes = mb * 1024 * 1024 - ftyp.length - moov.length - 8;
  const out = fs.createWriteStream(file);
  const mdatHead = Buffer.alloc(8);
  mdatHead.writeUInt32BE(mediaBytes + 8);
  mdatHead.write('mdat', 4, 'latin1');
  out.write(ftyp);
  out.write(mdatHead);
  const chunk = randomBytes(1024 * 1024);
  for (let left = mediaBytes; left > 0; left -= chunk.length) {
    if (!out.write(left >= chunk.length ? chunk : chunk.subarray(0, left)))
      await new Promise<void>((r) => out.once('drain', () => r()));
  }
  out.write(moov);
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  return fs.statSync(file).size;
}

async function startServer(): Promise<ChildProcess> {
  // Another process on the port would answer the health check in our server's place.
  const busy = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${PORT} is in use: set BENCH_PORT`);
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: DATA,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      REQUEST_TIMEOUT_MS: '600000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  child.kill();
  throw new Error('server did not start');
}

async function main() {
  fs.rmSync(DATA, { recursive: true, force: true });
  fs.mkdirSync(DATA, { recursive: true });
  const config = withPaths(ConfigSchema.parse({ DATA_DIR: DATA }));
  const database = await openAndMigrate(config);
  await createUser(database.db, { username: 'uploader', password: PASSWORD, isAdmin: false });
  await database.close();

  const file = path.join(DATA, 'video.mp4');
  const size = await makeVideo(file, MB);
  const server = await startServer();
  try {
    const login = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'uploader', password: PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    await sleep(1000);
    const before = status(server.pid!, 'VmRSS');
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, status(server.pid!, 'VmRSS'));
    }, 10);

    const boundary = `----bench${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="homily.mp4"\r\nContent-Type: ` +
        `video/mp4\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const started = process.hrtime.bigint();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          method: 'POST',
          path: '/api/media/video',
          headers: {
            cookie,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + size + tail.length,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.write(head);
      const stream = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
      stream.pipe(req, { end: false });
      stream.on('end', () => req.end(tail));
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    const hwm = status(server.pid!, 'VmHWM');
    const mb = size / 1024 / 1024;
    console.log(JSON.stringify({ status: answer.status, answer: JSON.parse(answer.body) }));
    console.log(
      `upload of ${mb.toFixed(0)} MB: ${answer.status}; server RSS ${before.toFixed(0)} MB before, peak ` +
        `${peak.toFixed(0)} MB during (+${(peak - before).toFixed(0)} MB), VmHWM ${hwm.toFixed(0)} MB; ` +
        `${seconds.toFixed(2)} s, ${(mb / seconds).toFixed(0)} MB/s`,
    );
  } finally {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    fs.rmSync(DATA, { recursive: true, force: true });
  }
}

await main();
