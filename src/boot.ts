/**
 * The page's only script tag. A prerendered page is drawn from its HTML alone; the app's code
 * (main.tsx: React, MUI, the screen) is imported once the browser has painted it, so the
 * first paint never waits for that code. A hidden tab paints nothing, so a timer starts the
 * app there too. Until the app has hydrated the page, its forms are disabled in the HTML
 * (src/components/form/ready-fieldset.tsx).
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main').then(({ startApp }) => startApp());
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 500);
