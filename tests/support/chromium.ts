import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that work on these machines (root, no network). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Installs a Debian package with apt-get when running as root, otherwise stops with the command to run; `present`
 * tells whether it is installed (checked before and after).
 */
function ensureDebianPackage(pkg: string, what: string, present: () => boolean): void {
  if (present()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const command = `apt-get update && apt-get install -y ${pkg}`;
  if (!isRoot) throw new Error(`${what} is missing. Install Debian's package: sudo sh -c '${command}'`);
  console.log(`${what} is missing; installing Debian's package: ${command}`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !present()) throw new Error(`Installing ${pkg} failed; run: ${command}`);
}

export function japaneseFonts(): number {
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
}

/**
 * Makes sure Debian's Chromium is installed (never downloads a browser build), with a Japanese font. Readers'
 * devices have one; without it every run of Japanese text is a failed font fallback (a row of empty boxes with other
 * widths), so layout and timing would be measured on a page no reader sees.
 */
export function ensureChromium(): void {
  ensureDebianPackage('chromium', `Chromium (${chromiumPath})`, () => existsSync(chromiumPath));
  ensureDebianPackage('fonts-noto-cjk', 'A Japanese font (fc-list :lang=ja)', () => japaneseFonts() > 0);
}
