// Debian's Chromium as these machines run it (as root, headless, no network of its own): shared by the
// end-to-end browser (playwright-core) and `pnpm lighthouse` (chrome-launcher), which each add a fresh profile.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
