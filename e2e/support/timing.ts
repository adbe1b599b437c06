import type { Page, TestInfo } from "@playwright/test";

// When something appeared on a page, by the browser's own clock (every page of the run
// shares it), so that two pages' moments can be compared to the millisecond whatever the
// test runner was doing meanwhile.

/**
 * Resolves with the time (ms since the epoch) at which an element matching `selector`,
 * whose text is `text` when given, is first in the page. Call it before the action that
 * should make it appear; the page must not navigate meanwhile.
 */
export function shownAt(page: Page, selector: string, text?: string): Promise<number> {
  return page.evaluate(
    ([selector, text]) =>
      new Promise<number>((resolve) => {
        const there = () => [...document.querySelectorAll(selector)].some((el) => text === undefined || el.textContent?.trim() === text);
        if (there()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!there()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      }),
    [selector, text] as const,
  );
}

/**
 * Prints the delays measured in a test (ms), their median and the largest, and keeps them
 * as the test's annotation, so that a run's output says how close to the limit they came.
 */
/** Prints the delays and their median (p50), and returns the median. */
export function reportDelays(info: TestInfo, label: string, delays: number[]): number {
  const sorted = [...delays].sort((a, b) => a - b);
  const p50 = sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  const line = `${label}: p50 ${Math.round(p50)} ms, max ${Math.round(sorted.at(-1) ?? NaN)} ms (${sorted.length} measured: ${delays.join(", ")} ms)`;
  console.log(line);
  info.annotations.push({ type: "delay", description: line });
  return p50;
}

/**
 * Starts watching for the page's next form submission: the moment a person's click or key
 * sends it, before any request. Returns a function that resolves with that moment (ms
 * since the epoch, the browser's clock). The page must not navigate meanwhile.
 */
export async function watchSubmit(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __submittedAt?: number };
    delete w.__submittedAt;
    document.addEventListener("submit", () => (w.__submittedAt = Date.now()), { capture: true, once: true });
  });
  return async () => {
    const at = await page.evaluate(() => (window as unknown as { __submittedAt?: number }).__submittedAt);
    if (at === undefined) throw new Error("The page submitted no form.");
    return at;
  };
}
