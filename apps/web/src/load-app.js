// Starts the app on a page the server rendered (served as /load-app.js, without these comments).
// The page names the app's scripts; this loads them once the page's own styles, fonts and photos
// have arrived and been painted (the frame after the `load` event, or after 3 s if a photo is slow
// or the tab is hidden), so on a weak connection the page is whole before they compete with it.
// A deferred script runs before `load`. docs/decisions.md "Pages are rendered on the server".
(function () {
  var loader = document.currentScript, started;
  function add(tag, props) {
    document.head.appendChild(Object.assign(document.createElement(tag), props, { crossOrigin: '' }));
  }
  function start() {
    if (started) return;
    started = true;
    loader.dataset.modules.split(' ').filter(Boolean).forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href });
    });
    add('script', { type: 'module', src: loader.dataset.entry });
  }
  addEventListener('load', function () {
    requestAnimationFrame(function () { setTimeout(start); });
  });
  setTimeout(start, 3000);
})();
