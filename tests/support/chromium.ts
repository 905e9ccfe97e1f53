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
export function ensureDebianPackage(pkg: string, what: string, present: () => boolean): void {
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

/** Makes sure Debian's Chromium is installed (never downloads a browser build). */
export function ensureChromium(): void {
  ensureDebianPackage('chromium', `Chromium (${chromiumPath})`, () => existsSync(chromiumPath));
}
