import type { Page } from '@playwright/test';

/** What the page records: whether the billing frequencies' loading block was ever in the document. */
interface PlaceholderRecord {
  placeholder: boolean;
}

/** Runs in the page: notes whenever the payment form's frequency block (`.frequency-skeleton`) is in the document. */
function recordFrequencyPlaceholder(): void {
  const seen: PlaceholderRecord = { placeholder: false };
  (window as unknown as { aboflowFrequencyPlaceholder: PlaceholderRecord }).aboflowFrequencyPlaceholder = seen;
  const check = () => {
    if (document.querySelector('.frequency-skeleton')) seen.placeholder = true;
  };
  check();
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** Whether the payment form ever showed a loading block in place of the billing frequencies, on this page or from its next load. */
export const frequencyPlaceholder = {
  /** Watches the page as it is now. */
  watchNow: (page: Page) => page.evaluate(recordFrequencyPlaceholder),
  /** Watches every page loaded from now on, from its first node. */
  watchFromNextLoad: (page: Page) => page.addInitScript(recordFrequencyPlaceholder),
  /** True when the block was in the document since watching began. */
  seen: (page: Page) =>
    page.evaluate(() => (window as unknown as { aboflowFrequencyPlaceholder: PlaceholderRecord }).aboflowFrequencyPlaceholder.placeholder),
};
