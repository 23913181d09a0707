/**
 * Playwright's `test` and `expect` for every spec, with a Content-Security-Policy guard: every
 * browser context of a worker (the `page` fixture's and those a test or hook makes with
 * `browser.newContext`) records each violation, the `securitypolicyviolation` event in every
 * document and frame (the identity provider's too) and Chromium's console line, and a test fails
 * at its end listing those recorded since the previous test ended (a `beforeAll` hook's included).
 * The production server's policy (server/web/security-headers.ts) is then proven on every page
 * the suite visits, not only on the walk of e2e/production.spec.ts.
 */
import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

const REPORT_BINDING = '__auricleCspViolation';

/** What the pages of a worker's contexts reported, oldest first; a test takes its share at its end. */
type CspViolationLog = string[];

async function recordCspViolations(context: BrowserContext, log: CspViolationLog): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, ({ frame }, text: string) => void log.push(`${frame.url()}: ${text}`));
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile || '?'}:${event.lineNumber}`);
    });
  }, REPORT_BINDING);
  context.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) log.push(`console of ${message.location().url || message.page()?.url() || '?'}: ${message.text()}`);
  });
}

/** Every context made through `browser` from now on records into `log`; returns the undo. */
function recordInEveryNewContext(browser: Browser, log: CspViolationLog): () => void {
  const newContext = browser.newContext;
  // Playwright's own `context` fixture and `browser.newPage` both go through this method.
  browser.newContext = async (options) => {
    const context = await newContext.call(browser, options);
    await recordCspViolations(context, log);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

function violationReport(violations: readonly string[]): string {
  return `${violations.length} Content-Security-Policy violation(s):\n${violations.map((violation) => `  - ${violation}`).join('\n')}`;
}

export const test = base.extend<{ cspGuard: undefined }, { cspViolationLog: CspViolationLog }>({
  cspViolationLog: [
    async ({ browser }, use) => {
      const log: CspViolationLog = [];
      const undo = recordInEveryNewContext(browser, log);
      await use(log);
      undo();
      // An afterAll hook's pages: no test is left to report them.
      if (log.length > 0) throw new Error(violationReport(log));
    },
    { scope: 'worker', auto: true, title: 'Content-Security-Policy recorder' },
  ],
  // Set up before the `context` fixture, so torn down after it: the test's contexts are closed
  // and their last messages in when the log is read.
  cspGuard: [
    async ({ cspViolationLog }, use) => {
      await use(undefined);
      const violations = cspViolationLog.splice(0);
      if (violations.length > 0) throw new Error(violationReport(violations));
    },
    { auto: true, title: 'Content-Security-Policy guard' },
  ],
});

export { expect };
