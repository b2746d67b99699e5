// Finds Debian's Chromium for the browser tests (its headless shell for most tests, the full
// browser for those that need it); installs both packages when either is missing and we are root;
// otherwise stops with one clear line. (Playwright's own browser download is not reachable here.)
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const BROWSERS = [
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
];
const PACKAGES = 'chromium chromium-headless-shell';
const missing = () => BROWSERS.filter((b) => !existsSync(b));

if (missing().length) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${missing().join(' and ')}: run 'sudo apt-get install -y ${PACKAGES}' (or set ` +
        `CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH).`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium and its headless shell for the browser tests…');
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, {
      stdio: 'inherit',
    });
  } catch {
    console.error(`Could not install Chromium with apt-get: install the packages ${PACKAGES} and run the tests again.`);
    process.exit(1);
  }
  if (missing().length) {
    console.error(`apt-get finished but ${missing().join(' and ')} is still missing.`);
    process.exit(1);
  }
}
