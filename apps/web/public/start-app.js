// Starts the app's scripts on a prerendered page (apps/web/src/prerender/page-html.ts) once its
// markup has been painted: the text shows first, then the code that makes it interactive loads.
// A file, not inline, because the CSP is script-src 'self'.
(function () {
  var starter = document.currentScript;
  var entry = starter.getAttribute('data-entry');
  var preloads = (starter.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A background tab paints nothing (and runs no animation frames): start at once there.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
