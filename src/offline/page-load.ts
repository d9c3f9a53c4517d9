/**
 * Runs `task` once the page has loaded: at the load event, or at once when it has passed
 * already (the app's code is imported after the first paint, and may arrive after it).
 */
export function afterPageLoad(task: () => void): void {
  if (document.readyState === 'complete') setTimeout(task);
  else window.addEventListener('load', task, { once: true });
}
