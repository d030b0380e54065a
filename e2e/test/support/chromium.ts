// Finds Debian's Chromium for the browser journeys and launches it headless. Without a browser
// the journeys are skipped with a loud banner, unless E2E_REQUIRED=1 (CI), where that fails.
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
export const E2E_REQUIRED = process.env.E2E_REQUIRED === '1';

// Quiet, reproducible runs: no first-run screens, no background traffic, no GPU.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumAvailable(): boolean {
  try {
    fs.accessSync(CHROMIUM_PATH, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * True when the journeys can run. Otherwise warns loudly (or throws when E2E_REQUIRED=1), so a
 * missing browser is never mistaken for a passing browser suite.
 */
export function requireChromium(what: string): boolean {
  if (chromiumAvailable()) return true;
  return skipLoudly(what, `Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH, or: apt-get install -y chromium)`);
}

/** Warns with a banner and answers false, or throws when E2E_REQUIRED=1 (CI). */
export function skipLoudly(what: string, reason: string): false {
  if (E2E_REQUIRED) throw new Error(`E2E_REQUIRED=1 but ${reason}`);
  const bar = '='.repeat(78);
  console.warn(`\n${bar}\n  BROWSER TESTS SKIPPED: ${what}\n  ${reason}\n${bar}\n`);
  return false;
}

/** A fresh headless browser; every test uses its own context, hence a fresh profile. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
}
