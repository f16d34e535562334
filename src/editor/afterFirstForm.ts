/**
 * Runs `load` once Decap shows its first text field (an entry's form, or the collection's search box) and
 * the page is idle: what no form needs to show (the content check, Decap's markdown serialisers) comes
 * after it, not before (the first editable field is the editor's budget: docs/architecture.md, "Budgets"; docs/performance.md, editor section). A save that comes first loads
 * them itself.
 */
export function afterFirstForm(doc: Document, load: () => void): void {
  const idle = () =>
    (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 50)))(load, { timeout: 2000 });
  const shown = () => doc.querySelector('input[type="text"], textarea') !== null;
  if (shown()) return void idle();
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    idle();
  });
  observer.observe(doc.body, { childList: true, subtree: true });
}
