/**
 * How every browser run here starts Chromium: Debian's build (never a downloaded browser) and the
 * flags that work on these machines. Used by Vitest's browser project, Playwright and the bench.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Playwright adds --headless and --no-sandbox itself where it launches the browser. */
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

export const headlessChromiumArgs = ['--headless', '--no-sandbox', ...chromiumArgs];
