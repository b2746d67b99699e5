import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4414';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const p of process.argv.slice(2)) {
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true, viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true,
      storageState: { cookies: [{ name: 'visited', value: 'true', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(`new MutationObserver((_, o) => { if (!document.documentElement?.dataset.live) return; window.__liveAt = performance.now(); o.disconnect(); }).observe(document, { subtree: true, attributeFilter: ['data-live'] });
      addEventListener('load', () => { window.__loadAt = performance.now(); });`);
    await page.goto(base + p, { waitUntil: 'commit' });
    await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 30000 });
    const r = await page.evaluate(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      const res = performance.getEntriesByType('resource').map(e => [e.name.replace(location.origin,''), Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize]);
      return { fcp: Math.round(fcp), load: Math.round(window.__loadAt), live: Math.round(window.__liveAt), res };
    })()`);
    console.log(p, JSON.stringify({ fcp: (r as any).fcp, load: (r as any).load, live: (r as any).live }));
    if (i === 0) for (const x of (r as any).res) console.log('   ', x.join(' '));
    await context.close();
  }
}
await browser.close();
