import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[360, 800], [1280, 800]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  const res = await page.request.post('http://localhost:3323/api/auth/login', { data: { username: 'admin', password: 'admin-password-1' } });
  const { userInfo } = await res.json();
  await ctx.addInitScript((u) => { localStorage.setItem('visited', 'true'); localStorage.setItem('userInfo', JSON.stringify(u)); }, userInfo);
  await page.goto('http://localhost:3323/admin/settings');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/i21-misc-shots/settings-${w}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
