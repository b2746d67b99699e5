// Finds Debian's Chromium for the browser tests; installs it when missing and we are root;
// otherwise stops with one clear line. (Playwright's own browser download is not reachable here.)
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } catch {
    console.error("Could not install Chromium with apt-get: install the 'chromium' package and run the tests again.");
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}
