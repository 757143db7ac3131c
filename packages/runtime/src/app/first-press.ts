/**
 * Runs `task` at the reader's first press of a pointer (mouse, pen or touch) anywhere on the page:
 * work that only a next step needs, kept out of the page's load. A press comes before the click it
 * starts, so what the task fetches is on its way before the reader's click lands. Keys do not count:
 * a keyboard reader reaches a link by focusing it, which warms it (the theme's `Link`), and a
 * shortcut such as the search dialog's has its own work to do first. Returns a cancel.
 */
export function onFirstPress(task: () => void): () => void {
  const events = ['pointerdown'] as const;
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => {
    for (const name of events) window.removeEventListener(name, run, true);
  };
  for (const name of events) window.addEventListener(name, run, { capture: true, passive: true });
  return cancel;
}
