// Every public page as the server renders it, read without a browser: by a link reader (its
// preview tags and picture, as open-graph-scraper reads them with WhatsApp's user agent), and by
// the W3C Nu HTML checker (docs/decisions.md "A picture for every shared link", "Pages the HTML
// checker finds no error in").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { expect, test, type APIRequestContext } from './fixtures.ts';

const WHATSAPP = 'WhatsApp/2.23.20.0 A';

/** The public pages, with the ids of an item of each kind (the demo parish's first). */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const first = async (apiPath: string) => {
    const body = (await (await request.get(apiPath)).json()) as { items?: { _id: string }[] } | { _id: string }[];
    const id = (Array.isArray(body) ? body : (body.items ?? []))[0]?._id;
    expect(id, apiPath).toBeTruthy();
    return id;
  };
  const [news, event, faq, sandesham] = await Promise.all([
    first('/api/news'),
    first('/api/events?page=1'),
    first('/api/faq'),
    first('/api/sandesham'),
  ]);
  return [
    '/',
    '/wards/1',
    '/contacts',
    '/news',
    `/news/${news}`,
    '/gallery',
    `/gallery/${event}`,
    '/catehism',
    '/catehism/5',
    '/history',
    '/faq',
    `/faq/${faq}`,
    '/departed',
    '/board',
    '/sandeshangal',
    `/sandeshangal/${sandesham}`,
    '/samarpithar',
    '/convent',
    '/ex-vicars',
    '/privacy',
    '/address',
    '/login',
    '/search',
  ];
}

/** Pages about people: their preview is the church's photo, never one of theirs. */
const PEOPLE = [
  '/wards/1',
  '/contacts',
  '/catehism',
  '/catehism/5',
  '/departed',
  '/board',
  '/samarpithar',
  '/convent',
  '/ex-vicars',
];

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

test('every public page previews (title, text, address, 1,200 px JPEG under 300 KB) as WhatsApp reads it', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const pages = await publicPages(request);
  const home = await (await request.get('/')).text();
  const churchImage = meta(home, 'og:image');
  expect(churchImage).toMatch(/\/media\/preview\/[\w-]+\.jpg$/);
  const checkedImages = new Set<string>();
  for (const page of pages) {
    const res = await request.get(page, { headers: { 'user-agent': WHATSAPP } });
    expect(res.status(), page).toBe(200);
    const html = await res.text();
    for (const key of ['og:title', 'og:description', 'og:image:alt'])
      expect(meta(html, key), `${page} ${key}`).toBeTruthy();
    expect(meta(html, 'og:url'), page).toBe(`${baseURL}${page}`);
    expect(meta(html, 'og:image:type'), page).toBe('image/jpeg');
    expect(meta(html, 'og:image:width'), page).toBe('1200');
    expect(meta(html, 'twitter:card'), page).toBe('summary_large_image');
    const image = meta(html, 'og:image');
    expect(image, page).toMatch(new RegExp(`^${baseURL}/media/preview/[\\w-]+\\.jpg$`));
    if (PEOPLE.includes(page)) expect(image, `${page}: the church's photo`).toBe(churchImage);
    if (['/news', '/gallery'].includes(page)) expect(image, `${page}: its newest photo`).not.toBe(churchImage);

    if (image && !checkedImages.has(image)) {
      checkedImages.add(image);
      const picture = await request.get(image, { headers: { 'user-agent': WHATSAPP } });
      expect(picture.headers()['content-type'], image).toBe('image/jpeg');
      const bytes = await picture.body();
      expect(bytes.length, image).toBeLessThan(300_000);
      const { format, width, height } = await sharp(bytes).metadata();
      expect({ format, width, height: String(height) }, image).toEqual({
        format: 'jpeg',
        width: 1200,
        height: meta(html, 'og:image:height'),
      });
    }

    const { result, error } = await ogs({
      url: `${baseURL}${page}`,
      fetchOptions: { headers: { 'user-agent': WHATSAPP } },
      // The test server's host is `localhost`, which has no top-level domain.
      urlValidatorSettings: {
        allow_fragments: true,
        allow_protocol_relative_urls: false,
        allow_query_components: true,
        allow_trailing_dot: false,
        allow_underscores: false,
        protocols: ['http', 'https'],
        require_host: true,
        require_port: false,
        require_protocol: false,
        require_tld: false,
        require_valid_protocol: true,
        validate_length: true,
      },
    });
    expect(error, page).toBe(false);
    expect(result.ogImage?.[0]?.url, page).toBe(image);
    expect(result.ogTitle, page).toBeTruthy();
  }
});

test('the HTML checker finds no error in any public page, for a first visit, a returning one and in English', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const java = spawnSync('java', ['-version']);
  // Not skipped: a machine without Java cannot vouch for the pages' HTML.
  if (java.error || java.status !== 0)
    throw new Error(
      'The HTML checker (vnu-jar) needs Java 11 or later on PATH: install a JRE ' +
        '(apt-get install default-jre-headless).',
    );
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-vnu-'));
  try {
    const pages = await publicPages(request);
    const visits = [
      { name: 'returning', cookie: 'visited=true', pages },
      { name: 'first', cookie: '', pages: ['/', '/news', '/wards/1'] },
      {
        name: 'english',
        cookie: 'visited=true; lang=en',
        pages: ['/', '/news', '/departed', '/catehism/5', '/contacts'],
      },
    ];
    for (const visit of visits) {
      for (const page of visit.pages) {
        const res = await request.get(page, { headers: { cookie: visit.cookie } });
        expect(res.status(), page).toBe(200);
        fs.writeFileSync(path.join(dir, `${visit.name}${page.replace(/\W+/g, '_')}.html`), await res.text());
      }
    }
    // One run of the checker over every file (a JVM start costs seconds). The JVM's quick compiler
    // only (TieredStopAtLevel=1): the run is too short for the optimising one to pay back (this
    // test took 15 s with it, 6 s without; the findings are the same). Its frames are larger, and
    // the checker's schema recursion overflows the default stack: -Xss8m.
    const run = spawnSync(
      'java',
      [
        '-XX:TieredStopAtLevel=1',
        '-Xss8m',
        '-jar',
        jar,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        dir,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.status, run.stderr).toBe(0);
    // The checker writes its findings to stderr.
    const { messages } = JSON.parse(run.stderr.trim() || '{"messages":[]}') as {
      messages: { type: string; url: string; message: string; extract?: string }[];
    };
    const errors = messages
      .filter((m) => m.type === 'error')
      .map((m) => `${path.basename(m.url)}: ${m.message} ${m.extract ?? ''}`);
    expect(errors).toEqual([]);
    expect(fs.readdirSync(dir).length).toBe(visits.reduce((n, v) => n + v.pages.length, 0));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
