/**
 * Runs `place` now, or as soon as `root`'s content changes and it succeeds: what takes focus may
 * come after a chunk or the data it waits for (a screen's heading, a dialog's lazy form). A DOM
 * observer, no timer. Answers the way to stop waiting.
 */
export function focusWhenReady(root: Element, place: () => boolean): () => void {
  if (place()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (place()) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
