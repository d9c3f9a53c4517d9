/**
 * The page's only script tag. A prerendered page is drawn from its HTML alone; the app's code
 * is imported once the browser has painted it, so the first paint never waits for that code.
 * A hidden tab paints nothing, so a timer starts the app there too. Until the app has hydrated
 * the page, its forms are disabled in the HTML (src/components/form/ready-fieldset.tsx).
 *
 * A browser runs a module and everything it imports in one task. The app's code is imported in
 * stages (React DOM, then the app's theme with MUI's styling core and emotion, then the app),
 * each run in a task of its own, so that no one of them blocks a slow phone for long. The three
 * stages' files are all asked for as the first is imported (build/chunks.ts), so each is in
 * when its turn comes. The theme, not MUI's styles index: a dynamic import of an index keeps
 * every one of its exports.
 */
const stages = [() => import('react-dom/client'), () => import('@/app/theme')];

/**
 * Once the browser says the page's first paint is on screen (its paint timing, given to a
 * PerformanceObserver once the frame is shown, later than a timer set in the frame's
 * animation callback), so the app's files never share a slow link with what that paint still
 * waits for. A page with nothing drawn in its HTML (the app's shell, for an address no page is
 * built for) may never report a paint: it starts after the first frame, as does a browser
 * without paint timing.
 */
function afterFirstPaint(run: () => void) {
  const drawn = document.getElementById('root')?.hasChildNodes() ?? false;
  if (!drawn || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run));
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

let started = false;
const start = async () => {
  if (started) return;
  started = true;
  for (const stage of stages) await stage();
  const { startApp } = await import('./main');
  startApp();
};
/**
 * The head script (src/app/head-script.ts) has already sent a person who chose the other
 * language, or whom the route guard sends elsewhere, on their way, hiding this page: nothing
 * starts here.
 */
if (!document.documentElement.hidden) {
  afterFirstPaint(() => void start());
  setTimeout(() => void start(), 500);
}
