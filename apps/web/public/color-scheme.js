// Mirrors Mantine's ColorSchemeScript so the page paints in the right scheme (no light flash in
// dark mode). Kept as a static file because the server's CSP forbids inline scripts.
(function () {
  try {
    var stored = window.localStorage.getItem('mantine-color-scheme-value');
    var scheme = stored === 'light' || stored === 'dark' ? stored : 'auto';
    var resolved =
      scheme === 'auto'
        ? window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light'
        : scheme;
    document.documentElement.setAttribute('data-mantine-color-scheme', resolved);
  } catch {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
