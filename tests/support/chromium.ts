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
 * Makes sure Debian's Chromium is installed: installs the `chromium` package with apt-get when running as root,
 * otherwise stops with the command to run. Never downloads a browser build.
 */
export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const command = 'apt-get update && apt-get install -y chromium';
  if (!isRoot) throw new Error(`Chromium is missing at ${chromiumPath}. Install Debian's package: sudo sh -c '${command}'`);
  console.log(`Chromium is missing; installing Debian's package: ${command}`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0 || !existsSync(chromiumPath)) throw new Error(`Installing chromium failed; run: ${command}`);
}
