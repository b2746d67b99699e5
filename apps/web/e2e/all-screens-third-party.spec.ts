// No page makes the visitor's browser contact anyone but the parish site; the
// address page's map (a third party's page) loads only when the visitor taps "show map".
import { expect, test, type Page } from './fixtures.ts';
import { bannersInReach, loaded, settled } from './support.ts';

const PUBLIC_ROUTES = [
  '/',
  '/wards/1',
  '/contacts',
  '/search',
  '/address',
  '/privacy',
  '/login',
  '/no-such-page',
  '/not-found',
  '/catehism',
  '/catehism/3',
  '/board',
  '/news',
  '/history',
  '/samarpithar',
  '/gallery',
  '/gallery/1',
  '/faq',
  '/ex-vicars',
  '/sandeshangal',
  '/convent',
  '/departed',
];

/** Every host the page asks for, from navigation to quiet (iframes and images included). */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') hosts.add(url.hostname);
  });
  return hosts;
}

test('every public page contacts only the site itself', async ({ page }) => {
  test.setTimeout(90_000);
  // Nothing may leave the machine even if a page tried: an outside request is answered here, and still recorded.
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  const hosts = recordHosts(page);
  const byRoute: Record<string, string[]> = {};
  for (const path of PUBLIC_ROUTES) {
    const before = new Set(hosts);
    await page.goto(path);
    // What the page goes on to load by itself: fonts, the pictures on the screen, banners in reach.
    await loaded(page);
    await settled(page);
    await bannersInReach(page);
    await loaded(page);
    const added = [...hosts].filter((h) => !before.has(h) && h !== 'localhost');
    if (added.length) byRoute[path] = added;
  }
  expect(byRoute).toEqual({});
  expect([...hosts]).toEqual(['localhost']);
});

test('the address page shows the church without the map; "show map" loads the embed at zoom 10', async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
  );
  const hosts = recordHosts(page);
  await page.goto('/address');
  await expect(page.getByTestId('map-placeholder')).toBeVisible();
  await expect(page.locator('.address-hero')).toContainText('686633');
  await expect(page.locator('iframe')).toHaveCount(0);
  // The maps app link is there to tap, never loaded by itself.
  await expect(page.getByRole('link', { name: 'ഫോണിലെ മാപ്പ് ആപ്പിൽ തുറക്കുക' })).toHaveAttribute(
    'href',
    /^geo:9\.7573,76\.5597/,
  );
  await loaded(page);
  expect([...hosts]).toEqual(['localhost']);

  const placeholder = await page.getByTestId('map-placeholder').boundingBox();
  await page.getByRole('button', { name: 'ഭൂപടം കാണിക്കുക' }).click();
  const map = page.locator('iframe');
  await expect(map).toHaveAttribute('src', /9\.7573,76\.5597&z=10/);
  await expect.poll(() => [...hosts]).toContain('maps.google.com');
  // The map takes the drawing's place: nothing below it moves.
  const frame = await map.boundingBox();
  expect(Math.round(frame?.height ?? 0)).toBe(Math.round(placeholder?.height ?? -1));
});
