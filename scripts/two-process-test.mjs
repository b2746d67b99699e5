// The two-process run (.ci/run): two app processes, as two machines behind a load balancer would
// run them — one PostgreSQL database, Redis, one object store (a local S3-compatible server), and
// different DATA_DIRs — and checks that cross them: log in on one and act on the other; a photo
// uploaded through one shown by the other; restricted mode switched on through one honoured by
// every answer and page of the other within 1 s; a join request approved through one listed on the
// other's ward page within 1 s; a delete through one removing the object once;
// one nightly backup, not two; a push sent once; SIGTERM stopping one while the other serves.
//   node --import tsx scripts/two-process-test.mjs
// PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and Redis
// (TEST_REDIS_URL, default redis://127.0.0.1:6379) must answer: if either does not, this run fails
// and says so; it never skips. Prints 'N passed, N failed' and exits non-zero on any failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { localBucketEnv, startLocalS3 } from '../apps/server/src/test/s3-server.ts';
import { mp4 } from '../apps/server/src/test/av-files.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
// The SDK's notice that its 2027 versions will need Node 22 (docs/decisions.md), once is enough.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_PASSWORD = 'two-process-admin-1';
const ENGLISH = 'Zacharias';
const MALAYALAM = 'സഖറിയാസ്';
const WITHIN_MS = 1000;
const startedAt = Date.now();

const results = [];
const log = (line) => console.log(line);
async function check(name, work) {
  const began = Date.now();
  try {
    const note = await work();
    results.push({ name, ok: true });
    log(`  ✓ ${name} (${Date.now() - began} ms)${note ? `: ${note}` : ''}`);
  } catch (err) {
    results.push({ name, ok: false });
    log(
      `  ✗ ${name}\n      ${String(err?.stack ?? err)
        .split('\n')
        .slice(0, 4)
        .join('\n      ')}`,
    );
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}
async function poll(work, { timeout = 10_000, interval = 25, what = 'condition' } = {}) {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await work();
    if (value) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, interval));
  }
}

// ---- what the run needs: fail loudly, never skip ------------------------------------------------
async function needs() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL does not answer at ${PG_URL.replace(/\/\/[^@]*@/, '//…@')} (${err.message}): the two-process ` +
        `run needs it (set TEST_DATABASE_URL)`,
    );
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 5000,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(
      `Redis does not answer at ${REDIS_URL} (${err.message}): the two-process run needs it (set TEST_REDIS_URL)`,
    );
  } finally {
    redis.disconnect();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function startProcess(name, env) {
  const lines = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffered = '';
  const take = (chunk) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop();
    lines.push(...parts);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, lines, exited, url: `http://127.0.0.1:${env.PORT}` };
}

// ---- HTTP helpers ---------------------------------------------------------------------------------
async function call(proc, method, url, { cookie, json, form, headers = {} } = {}) {
  const res = await fetch(`${proc.url}${url}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json ? JSON.stringify(json) : form,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, bytes, text, body };
}
const fileForm = (buffer, filename, type) => {
  const form = new FormData();
  form.append('file', new Blob([buffer], { type }), filename);
  return form;
};

// ---- the run ---------------------------------------------------------------------------------------
async function main() {
  await needs();
  const dbName = `parish_two_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database ${dbName}`);
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${dbName}`;
  const s3 = await startLocalS3();
  const s3Env = await localBucketEnv(s3.endpoint);
  const bucket = s3Env.S3_BUCKET;
  const s3Client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3Env.S3_ACCESS_KEY_ID, secretAccessKey: s3Env.S3_SECRET_ACCESS_KEY },
  });
  const objects = async (prefix) => {
    const page = await s3Client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (page.Contents ?? []).map((o) => o.Key);
  };
  const dirs = [];
  const procs = [];
  try {
    const common = {
      ...s3Env,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DEMO_DATA: 'true',
      DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
      DEMO_USER_PASSWORD: 'two-process-user-1',
      RATE_LIMIT_MAX: '1000000',
      LOGIN_FAILURE_MAX: '1000',
      // The day's backup is due from midnight: both processes look at start.
      BACKUP_HOUR: '0',
      BACKUP_KEEP: '3',
      PUSH_HOSTS: '127.0.0.1',
      PUSH_RETRIES: '0',
      SHUTDOWN_TIMEOUT_MS: '5000',
      WEB_DIST: fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))
        ? path.join(ROOT, 'apps/web/dist')
        : path.join(ROOT, 'apps/web/dist-missing'),
    };
    for (const name of ['A', 'B']) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `parish-two-${name}-`));
      dirs.push(dir);
      procs.push(startProcess(name, { ...common, DATA_DIR: dir, PORT: String(await freePort()) }));
    }
    const [a, b] = procs;
    log(
      `Two processes on one PostgreSQL database (${dbName}), Redis and a local S3 server (bucket ${bucket}), ` +
        `started together:`,
    );
    const ready = Date.now();
    await Promise.all(
      procs.map((p) =>
        poll(
          async () => {
            if (p.child.exitCode !== null)
              throw new Error(`process ${p.name} stopped at start:\n${p.lines.slice(-15).join('\n')}`);
            return await fetch(`${p.url}/api/health/ready`).then(
              (r) => r.status === 200,
              () => false,
            );
          },
          { timeout: 240_000, interval: 250, what: `process ${p.name} ready` },
        ),
      ),
    );
    log(`  both ready in ${Date.now() - ready} ms (migrations and the demo parish by one of them)`);

    await check('the demo parish was loaded once, though both processes started on the empty database', async () => {
      const loading = procs.map((p) => p.lines.filter((l) => l.includes('loading the demo parish')).length);
      assert(loading[0] + loading[1] === 1, `demo loaded ${loading.join(' + ')} times`);
      const { rows } = await adminQuery(`select 1`);
      assert(rows.length === 1, 'database');
      return `by ${loading[0] ? 'A' : 'B'}`;
    });

    // Log in on one, act on the other.
    let cookie = '';
    let houseId = '';
    await check('log in on one, act on the other', async () => {
      const login = await call(a, 'POST', '/api/auth/login', { json: { username: 'admin', password: ADMIN_PASSWORD } });
      assert(login.status === 200, `login on A: ${login.status} ${login.text}`);
      cookie = login.headers.get('set-cookie').split(';')[0];
      const me = await call(b, 'GET', '/api/auth/me', { cookie });
      assert(me.body?.userInfo?.isAdmin === true, `B knows the session: ${me.text}`);
      const created = await call(b, 'POST', '/api/houses', {
        cookie,
        json: {
          house: 'പറമ്പിൽ',
          ward: 3,
          members: [
            {
              name: MALAYALAM,
              nameEng: ENGLISH,
              HOH: true,
              gender: true,
              age: 58,
              email: 'zacharias@example.com',
              phone: '9447012345',
            },
          ],
        },
      });
      assert(created.status === 201, `a family created through B: ${created.status} ${created.text}`);
      houseId = created.body._id;
      const onA = await call(a, 'GET', `/api/houses/search/${encodeURIComponent(MALAYALAM)}`, { cookie });
      assert(onA.text.includes(ENGLISH), `A finds the family B saved: ${onA.text.slice(0, 200)}`);
    });

    // A photo uploaded through one, shown by the other.
    let photo;
    await check(
      'a photo uploaded through one is shown by the other, and a row saved there may point at it',
      async () => {
        const jpeg = await sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } })
          .resize(800, 600, { kernel: 'nearest' })
          .jpeg()
          .toBuffer();
        const up = await call(a, 'POST', '/api/media', { cookie, form: fileForm(jpeg, 'family.jpg', 'image/jpeg') });
        assert(up.status === 201, `upload through A: ${up.status} ${up.text}`);
        photo = up.body;
        const fromA = await call(a, 'GET', photo.image);
        const fromB = await call(b, 'GET', photo.image);
        assert(fromB.status === 200 && fromB.bytes.equals(fromA.bytes), `B serves the same bytes: ${fromB.status}`);
        assert(fromB.headers.get('etag') === fromA.headers.get('etag'), 'the same ETag from both');
        assert(
          fromB.headers.get('cache-control') === 'public, max-age=31536000, immutable',
          'a year of immutable caching',
        );
        assert(
          fs.readdirSync(dirs[0]).every((n) => n !== 'uploads') ||
            !fs.existsSync(path.join(dirs[0], 'uploads', path.basename(photo.image))),
          "not on A's disk",
        );
        const saved = await call(b, 'PUT', '/api/houses', {
          cookie,
          json: { _id: houseId, image: photo.image, preImage: photo.preImage },
        });
        assert(saved.status === 200, `B saves the family with A's photo: ${saved.status} ${saved.text}`);
      },
    );

    await check('a video uploaded through one is streamed in ranges by the other', async () => {
      const video = mp4(20, { mediaBytes: 10 * 1024 * 1024 });
      const up = await call(b, 'POST', '/api/media/video', {
        cookie,
        form: fileForm(video, 'homily.mp4', 'video/mp4'),
      });
      assert(up.status === 201, `upload through B: ${up.status} ${up.text}`);
      const part = await call(a, 'GET', up.body.url, { headers: { range: 'bytes=9437184-9438183' } });
      assert(
        part.status === 206 && part.bytes.equals(video.subarray(9437184, 9438184)),
        `A answers the range: ${part.status}`,
      );
    });

    await check(
      `restricted mode switched on through one: every answer and page of the other honours it within ${WITHIN_MS} ms`,
      async () => {
        // The family's own reads name it in English; the ward page (the demo's 3rd ward, the one the
        // privacy failure showed) carries every member's nameEng; pages are the app's HTML.
        const reads = [
          '/api/houses/wards/3',
          `/api/houses/search/${encodeURIComponent(MALAYALAM)}`,
          '/api/contacts/member-contacts',
          `/api/contacts/member-contacts/${encodeURIComponent(MALAYALAM)}`,
          `/api/houses/birthdays/3`,
          '/wards/3',
          '/',
        ];
        const apiReads = reads.filter((r) => r.startsWith('/api/'));
        const shows = (text) =>
          text.includes(ENGLISH) || text.includes('zacharias@example.com') || text.includes('"nameEng"');
        // The other process has them in memory: read twice (kept, then answered from what it kept).
        const before = {};
        for (let i = 0; i < 2; i++)
          for (const url of apiReads) {
            const res = await call(b, 'GET', url);
            assert(res.status === 200, `${url}: ${res.status}`);
            before[url] = shows(res.text);
          }
        for (const url of [
          '/api/houses/wards/3',
          `/api/houses/search/${encodeURIComponent(MALAYALAM)}`,
          `/api/contacts/member-contacts/${encodeURIComponent(MALAYALAM)}`,
        ]) {
          assert(before[url], `${url} shows English names before`);
        }
        assert(
          (await call(b, 'GET', '/api/houses/wards/3')).headers.get('x-cache') === 'hit',
          'B answers the ward page from its cache',
        );
        const settingsBefore = await call(b, 'GET', '/api/settings');
        assert(settingsBefore.body.restrictedPublicMode === false, 'not restricted before');

        const on = await call(a, 'PUT', '/api/settings', {
          cookie,
          json: { restrictedPublicMode: true, souvenirName: 'രണ്ട് യന്ത്രങ്ങൾ' },
        });
        assert(on.status === 200, `switched on through A: ${on.status}`);
        const switched = Date.now();
        const leaks = async () => {
          const found = [];
          for (const url of reads) {
            const res = await call(b, 'GET', url);
            if (res.status !== 200 && !(url.startsWith('/') && !url.startsWith('/api/') && res.status === 404))
              found.push(`${url} ${res.status}`);
            if (shows(res.text)) found.push(url);
          }
          const settings = await call(b, 'GET', '/api/settings');
          if (!settings.body.restrictedPublicMode || settings.body.souvenirName !== 'രണ്ട് യന്ത്രങ്ങൾ')
            found.push('/api/settings');
          return found;
        };
        let last = [];
        await poll(async () => (last = await leaks()).length === 0, { timeout: WITHIN_MS, interval: 10 }).catch(() => {
          throw new Error(
            `B still showed ${last.join(', ')} ${Date.now() - switched} ms after A switched restricted mode on`,
          );
        });
        const took = Date.now() - switched;
        // And it stays so (no answer cached from before comes back).
        for (let i = 0; i < 3; i++) assert((await leaks()).length === 0, 'stays restricted');
        return `every read of B honoured it ${took} ms after A's answer`;
      },
    );

    await check(
      `a family's privacy narrowed through one: the other's visitor reads lose it within ${WITHIN_MS} ms`,
      async () => {
        // The family made through B above (ward 3): listed to parishioners only, through A.
        // What a visitor reads that names the family wherever it sits in its ward: the search.
        const reads = [`/api/houses/search/${encodeURIComponent(MALAYALAM)}`];
        for (let i = 0; i < 2; i++)
          for (const url of reads) {
            const res = await call(b, 'GET', url);
            assert(res.status === 200 && res.text.includes(MALAYALAM), `${url} shows the family before: ${res.status}`);
          }
        const choices = await call(a, 'GET', `/api/houses/${houseId}/privacy`, { cookie });
        assert(choices.status === 200, `the family's choices through A: ${choices.status} ${choices.text}`);
        const put = await call(a, 'PUT', `/api/houses/${houseId}/privacy`, {
          cookie,
          json: {
            listed: 'parishioners',
            photo: choices.body.photo,
            members: choices.body.members.map(({ name: _n, years: _y, ...m }) => m),
            source: 'paper',
          },
        });
        assert(put.status === 200, `narrowed through A: ${put.status} ${put.text}`);
        const narrowed = Date.now();
        const shown = async () => {
          const found = [];
          for (const url of reads) if ((await call(b, 'GET', url)).text.includes(MALAYALAM)) found.push(url);
          return found;
        };
        let last = [];
        await poll(async () => (last = await shown()).length === 0, { timeout: WITHIN_MS, interval: 10 }).catch(() => {
          throw new Error(`B still showed the family on ${last.join(', ')} ${Date.now() - narrowed} ms after A`);
        });
        const took = Date.now() - narrowed;
        const signedIn = await call(b, 'GET', `/api/houses/search/${encodeURIComponent(MALAYALAM)}`, { cookie });
        assert(signedIn.text.includes(MALAYALAM), 'the office still finds it');
        return `B's visitor reads lost the family ${took} ms after A's answer`;
      },
    );

    await check(
      `a join request approved through one: the other's visitor ward page shows the family within ${WITHIN_MS} ms`,
      async () => {
        // docs/product.md "Requests queue /admin/requests": an approval drops every cached read of the directory.
        const ward = 9;
        const house = `ചേർന്നവീട് ${randomBytes(3).toString('hex')}`;
        const wardNames = async () => {
          const names = [];
          for (let v = 1, pages = 1; v <= pages; v++) {
            const res = await call(b, 'GET', `/api/houses/wards/${ward}?v=${v}`);
            assert(res.status === 200, `B's ward page: ${res.status}`);
            pages = res.body.pages;
            names.push(...res.body.items.map((h) => h.house));
          }
          return names;
        };
        const sent = await call(a, 'POST', '/api/join', {
          json: {
            house,
            ward,
            contactName: 'സാബു',
            contactPhone: '9447011111',
            members: [{ name: 'സാബു', age: 45, gender: true, HOH: true }],
          },
        });
        assert(sent.status === 201, `join through A: ${sent.status} ${sent.text}`);
        // B reads (and caches) the ward before the approval.
        for (let i = 0; i < 2; i++) assert(!(await wardNames()).includes(house), 'not listed before the approval');
        const approved = await call(a, 'POST', `/api/requests/${sent.body._id}/approve`, { cookie, json: {} });
        assert(approved.status === 200, `approved through A: ${approved.status} ${approved.text}`);
        const at = Date.now();
        // Timed from the start of the read that found it: reading a whole ward's pages takes a while itself.
        let readFrom = at;
        const listed = async () => {
          readFrom = Date.now();
          return (await wardNames()).includes(house);
        };
        await poll(listed, { timeout: WITHIN_MS, interval: 10 }).catch(() => {
          throw new Error(`B's ward page still lacked the family ${Date.now() - at} ms after A approved it`);
        });
        const took = readFrom - at;
        const again = await call(b, 'POST', `/api/requests/${sent.body._id}/approve`, { cookie, json: {} });
        assert(again.status === 409, `approving again through B: ${again.status}`);
        return `B's ward page listed it ${took} ms after A's answer; B refuses a second decision`;
      },
    );

    await check(
      'a delete through one removes the object from the store once, and the other no longer serves it',
      async () => {
        const jpeg = await sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } })
          .resize(640, 480, { kernel: 'nearest' })
          .png()
          .toBuffer();
        const up = await call(b, 'POST', '/api/media', { cookie, form: fileForm(jpeg, 'news.png', 'image/png') });
        assert(up.status === 201, `upload through B: ${up.status}`);
        const news = await call(a, 'POST', '/api/news', {
          cookie,
          json: { title: 'തിരുനാൾ', news: 'ഞായറാഴ്ച', image: up.body.image, preImage: up.body.preImage },
        });
        assert(news.status === 201, `news through A: ${news.status} ${news.text}`);
        const name = path.basename(up.body.image);
        const keys = [`uploads/${name}`, `uploads/${name.replace('.webp', '-480.webp')}`];
        assert(
          keys.every((k) => !s3.removals.includes(`${bucket}/${k}`)),
          'not removed before',
        );
        const gone = await call(b, 'DELETE', '/api/news', { cookie, json: { _id: news.body._id } });
        assert(gone.status === 200, `deleted through B: ${gone.status} ${gone.text}`);
        for (const key of keys) {
          const n = s3.removals.filter((r) => r === `${bucket}/${key}`).length;
          assert(n === 1, `${key} removed ${n} times`);
        }
        assert(
          (await objects('uploads/')).every((k) => !keys.includes(k)),
          'no longer in the bucket',
        );
        assert((await call(a, 'GET', up.body.image)).status === 404, 'A answers 404 for it');
        // The family's photo, still used, is still there.
        assert((await call(a, 'GET', photo.image)).status === 200, 'a photo a row still shows stays');
      },
    );

    await check('one nightly backup, not two: taken by one process into the object store', async () => {
      const day = new Date().toISOString().slice(0, 10);
      const dbClient = new pg.Client({ connectionString: dbUrl.toString() });
      await dbClient.connect();
      try {
        const done = await poll(
          async () => {
            const { rows } = await dbClient.query(`select name, done_at, attempts from jobs where name = $1`, [
              `backup:${day}`,
            ]);
            return rows[0]?.done_at ? rows[0] : null;
          },
          { timeout: 120_000, interval: 200, what: "the day's backup job done" },
        );
        assert(done.attempts === 1, `taken ${done.attempts} times`);
      } finally {
        await dbClient.end();
      }
      const backups = await objects('backups/');
      assert(
        backups.length === 1 && backups[0] === `backups/parish-${day}.backup.gz`,
        `backups in the bucket: ${backups.join(', ')}`,
      );
      const written = procs.map((p) => p.lines.filter((l) => l.includes('nightly backup written')).length);
      assert(written[0] + written[1] === 1, `written ${written.join(' + ')} times`);
      for (const dir of dirs) assert(!fs.existsSync(path.join(dir, 'backups')), "not on a machine's disk");
      return `by ${written[0] ? 'A' : 'B'}`;
    });

    await check('a news push is sent by one process, once', async () => {
      const news = await call(b, 'POST', '/api/news', { cookie, json: { title: 'അറിയിപ്പ്', news: 'ഒന്ന്' } });
      assert(news.status === 201, `news through B: ${news.status}`);
      const dbClient = new pg.Client({ connectionString: dbUrl.toString() });
      await dbClient.connect();
      try {
        const done = await poll(
          async () => {
            const { rows } = await dbClient.query(`select done_at, attempts from jobs where name = $1`, [
              `push:${news.body._id}`,
            ]);
            return rows[0]?.done_at ? rows[0] : null;
          },
          { timeout: 10_000, interval: 50, what: 'the push job done' },
        );
        assert(done.attempts === 1, `taken ${done.attempts} times`);
      } finally {
        await dbClient.end();
      }
      const sent = procs.map(
        (p) => p.lines.filter((l) => l.includes('news push sent') && l.includes(`push:${news.body._id}`)).length,
      );
      assert(sent[0] + sent[1] === 1, `sent ${sent.join(' + ')} times`);
    });

    await check('SIGTERM stops one process gracefully (exit 0) while the other goes on serving', async () => {
      const stopping = Date.now();
      a.child.kill('SIGTERM');
      const { code } = await a.exited;
      assert(code === 0, `A exited with ${code}:\n${a.lines.slice(-10).join('\n')}`);
      const page = await call(b, 'GET', '/api/houses/wards/3');
      assert(page.status === 200, `B serves: ${page.status}`);
      assert((await call(b, 'GET', '/api/health/ready')).status === 200, 'B is ready');
      return `A stopped in ${Date.now() - stopping} ms`;
    });
  } finally {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGTERM');
    await Promise.all(procs.map((p) => Promise.race([p.exited, new Promise((r) => setTimeout(r, 8000))])));
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    s3Client.destroy();
    await s3.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await adminQuery(`drop database if exists ${dbName}`);
        break;
      } catch (err) {
        if (err.code !== '55006') throw err;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }
}

try {
  await main();
} catch (err) {
  results.push({ name: 'setting up the two-process run', ok: false });
  console.error(`✗ ${err.message}`);
}
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`\nTwo-process run: ${Math.round((Date.now() - startedAt) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed || !results.length ? 1 : 0);
