/** How long an inline script waits for the first paint before it goes on anyway (a window the browser does not draw). */
const firstPaintWaitMs = 2000;

/**
 * The statements that end an inline script of the body's end which waits for the page's first paint: they call the
 * script's function `run` (which must do its work once only) in a task after the browser reports the first paint
 * (the `paint` performance entry, which comes once the frame is on screen: an animation frame comes before its
 * paint, and the task after it can still run before the frame is shown). They call it at once when there is nothing
 * to paint (`#root` empty: a page other than Start and the payment page, or a bundle without prerendered pages) and
 * in a hidden tab, which paints nothing; after one animation frame in a browser without paint timing; and after
 * two seconds whatever came before. The entry-script loader and the route preloads wait for the same moment.
 */
export function renderAfterFirstPaint(run: string): string {
  return `  var root = document.getElementById('root');
  if (!root || !root.firstChild || document.visibilityState === 'hidden') return ${run}();
  var observer = window.PerformanceObserver;
  if (observer && observer.supportedEntryTypes && observer.supportedEntryTypes.indexOf('paint') >= 0) {
    new observer(function (entries, self) {
      self.disconnect();
      window.setTimeout(${run}, 0);
    }).observe({ type: 'paint', buffered: true });
  } else if (typeof window.requestAnimationFrame === 'function') {
    window.requestAnimationFrame(function () { window.setTimeout(${run}, 0); });
  } else {
    return ${run}();
  }
  window.setTimeout(${run}, ${firstPaintWaitMs});`;
}
