import { existsSync } from 'node:fs';

/**
 * The system Chromium the tests drive. Debian's `chromium-headless-shell` (the old headless mode, as
 * Playwright's own download would use) is preferred: the full browser's new headless mode runs a tab
 * strip renderer and a GPU process per browser, about a fifth more CPU on a 2-core machine.
 * `PLAYWRIGHT_CHROMIUM_PATH` overrides both.
 */
export function testChromium(): string {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium';
}
