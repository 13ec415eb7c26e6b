// Browser tests use Debian's Chromium (test tools may not download browsers here). Installs it when missing.
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM} is missing; install Debian's chromium package (apt-get install -y chromium) as root.`);
    return false;
  }
  console.log('Installing Debian Chromium for the browser tests (about a minute)...');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-q'], { env }) !== 0) return false;
  return run('apt-get', ['install', '-y', '-q', 'chromium'], { env }) === 0 && existsSync(CHROMIUM);
}
