// Starts the app's scripts on a prerendered page (apps/web/src/prerender/page-html.ts) once its
// markup has been painted: the text shows first, then the code that makes it interactive loads.
// A file, not inline, because the CSP is script-src 'self'.
(function () {
  var starter = document.currentScript;
  var entry = starter.getAttribute('data-entry');
  var preloads = (starter.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // Each preload is a request the browser starts on the main thread (~1 ms on a mid-range
  // phone); the forty-odd of the home page in one task blocked input for over 100 ms there.
  // A few per task keep every task short. The next task is a message, not a timer: a background
  // tab runs timers at most once a second.
  var PRELOADS_PER_TASK = 8;
  var nextTask = new MessageChannel();
  function addPreloads(from) {
    preloads.slice(from, from + PRELOADS_PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (from + PRELOADS_PER_TASK < preloads.length) {
      nextTask.port1.onmessage = function () {
        addPreloads(from + PRELOADS_PER_TASK);
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
