// Starts the site's code once the server's page has painted. The page arrives whole from the
// server, so its first screen needs no script; started with the page, ~180 KB of script
// (gzip) shared a phone's network with it and delayed its largest paint by ~0.3 s (the same
// HTML without scripts painted at 0.9–1.1 s, with them at 1.2–1.5 s). Where the browser
// reports its largest paint, the code starts right after it; elsewhere after the first frame
// once the page has loaded. A hidden tab paints nothing, so there the code starts at once.
// A separate file, not inline: the Content-Security-Policy allows no inline script.
(() => {
  const main = document.currentScript?.dataset.main ?? '/main.js';
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  };
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  const afterLoad = (then) =>
    document.readyState === 'complete' ? then() : addEventListener('load', then, { once: true });

  if (document.visibilityState === 'hidden') return start();
  const types =
    (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  if (!types.includes('largest-contentful-paint')) return afterLoad(afterFrame);
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // never wait long for a paint the browser does not report (the tab hidden meanwhile)
  afterLoad(() => setTimeout(start, 500));
  addEventListener('visibilitychange', start, { once: true });
})();
