// axe-core in the page under test: the serious and critical violations, printed so a failure
// says which rule, where (the CSS target) and why (axe's failure summary).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  target: string;
  /** The start of the element's HTML, to recognise it when the CSS target is a generated class. */
  html: string;
  summary: string;
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * label-content-name-mismatch (WCAG 2.5.3 Label in Name, level A) is on by default since
 * axe-core 4.14; it is named here so that no version change can turn it off silently: a control
 * whose accessible name does not contain its visible words cannot be used by voice ("click Sign In").
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Waits for finite animations (MUI fades, ripples) to end, so colours are measured at rest.
 * Endless ones (a blinking caret, a spinner) are left running; 2 s at most in any case.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/**
 * The serious and critical violations of the page as it is now, one finding per element. Findings
 * are confirmed by a second look: a fade that starts while axe measures (the upload's success bar
 * closes 1 s after it opens) shows colours that are never at rest, such as 1.01:1 halfway out,
 * while a real violation is found again.
 */
export async function blockingViolations(page: Page): Promise<AxeFinding[]> {
  const findings = await violationsAtRest(page);
  return findings.length === 0 ? findings : violationsAtRest(page);
}

async function violationsAtRest(page: Page): Promise<AxeFinding[]> {
  await animationsSettled(page);
  // In the page itself (axe.run): the default runs each frame apart and then merges the results in
  // a new blank page, injecting axe twice, about three times slower. The app has no cross-origin
  // frame, the one thing only the default could reach. Passes and inapplicable rules are not
  // itemised (resultTypes): only violations are read, and they are reported in full either way.
  const results = await new AxeBuilder({ page }).setLegacyMode().options({ rules: EXTRA_RULES, resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        target: node.target.map(String).join(' '),
        html: node.html.replace(/\s+/g, ' ').slice(0, 120),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    );
}

/** One line per finding: `where: [impact] rule (help) at target <html...>: summary`. */
export function describeFindings(where: string, findings: AxeFinding[]): string[] {
  return findings.map((f) => `${where}: [${f.impact}] ${f.rule} (${f.help}) at ${f.target} ${f.html}: ${f.summary}`);
}
