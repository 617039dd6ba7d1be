// Collects, for every page of a browser context, what the page's security policy refused or
// could not read: `securitypolicyviolation` events (a listener added before any of the page's
// own scripts, in every frame) and the console lines Chromium writes for a blocked inline
// script or style and for a Permissions-Policy it does not understand. Uncaught page errors
// are kept apart: a blocked resource often surfaces as one.
import type { BrowserContext } from 'playwright-core';

export interface PolicyWatch {
  /** Violations and policy console errors, each with the page it happened on. */
  violations: string[];
  pageErrors: string[];
}

// Chromium's wording changed over versions ("Refused to execute inline script…", "Executing
// inline script violates the following Content Security Policy directive…").
const POLICY_CONSOLE = /Content Security Policy|Content-Security-Policy|Permissions-Policy|Refused to/i;

export async function watchPolicy(context: BrowserContext): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], pageErrors: [] };
  await context.exposeBinding('__reportPolicyViolation', ({ frame }, text: string) => {
    watch.violations.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation(text: string): void }).__reportPolicyViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI || '(none)'} from ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  context.on('console', (message) => {
    if (POLICY_CONSOLE.test(message.text())) watch.violations.push(`${message.page()?.url() ?? '?'}: console ${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => {
    watch.pageErrors.push(`${error.page()?.url() ?? '?'}: ${error.error().message}`);
  });
  return watch;
}
