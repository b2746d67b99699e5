import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[360, 800], [1280, 800]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  await ctx.addInitScript(() => localStorage.setItem('visited', 'true'));
  const page = await ctx.newPage();
  for (const path of process.argv.slice(2)) {
    await page.goto('http://localhost:3323' + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/i21-misc-shots/${path.replace(/\W+/g, '_') || 'home'}-${w}.png`, fullPage: false });
  }
  await ctx.close();
}
await browser.close();
