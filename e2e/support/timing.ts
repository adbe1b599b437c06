import type { Page } from "@playwright/test";

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
