// Starts the app's scripts on a prerendered page (apps/web/src/prerender/page-html.ts) once its
// markup has been painted: the text shows first, then the code that makes it interactive loads.
// A file, not inline, because the CSP is script-src 'self'.
(function () {
  var starter = document.currentScript;
  var entry = starter.getAttribute('data-entry');
  var preloads = (starter.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // Each preload is a request the browser starts on the main thread, synchronously in
  // appendChild: ~1 ms on a mid-range phone, 4-6 ms on a slow one (measured at 4x CPU
  // throttling); the forty-odd of the home page in one task blocked input for over 100 ms. So a
  // task adds preloads for a few milliseconds, however many that is on this device, and leaves
  // the rest to the next: eight per task still made 100-200 ms tasks on a slow phone. The next
  // task is a message, not a timer: a background tab runs timers at most once a second.
  var TASK_BUDGET_MS = 4;
  var nextTask = new MessageChannel();
  function addPreloads(from) {
    var started = performance.now();
    var next = from;
    while (next < preloads.length && performance.now() - started < TASK_BUDGET_MS) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[next];
      document.head.appendChild(link);
      next += 1;
    }
    if (next < preloads.length) {
      nextTask.port1.onmessage = function () {
        addPreloads(next);
      };
      nextTask.port2.postMessage(null);
      return;
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A background tab paints nothing (and runs no animation frames): start at once there.
  if (document.visibilityState === 'hidden') addPreloads(0);
  else
    requestAnimationFrame(function () {
      setTimeout(addPreloads, 0, 0);
    });
})();
