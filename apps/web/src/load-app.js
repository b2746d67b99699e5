// Starts the app on a page the server rendered (served as /load-app.js, minified).
// The page names the app's scripts; this loads them once the page's own styles, fonts and photos
// have arrived and been painted (the frame after the `load` event and the first paint, or after
// 3 s if a photo is slow or the tab is hidden), so on a weak connection the page is whole before
// they compete with it.
// A deferred script runs before `load`. docs/decisions.md "Pages are rendered on the server".
//
// Until the app is live (`<html data-live>`), a tap on a button or a form's submit is kept, the
// page shows it is getting ready (`<html data-wait>`: a bar and a busy cursor), the app is started
// at once, and the tap is carried out on the same element once live (found again by its place in
// the document if hydration replaced it). A form that posts by itself (it has an `action`: the
// login, the search) is left to the browser; links work from the start.
// docs/decisions.md "The first tap counts".
(() => {
  const doc = document,
    html = doc.documentElement,
    loader = doc.currentScript,
    taps = [];
  let started;
  const add = (tag, props) => doc.head.append(Object.assign(doc.createElement(tag), props, { crossOrigin: '' }));
  const start = () => {
    if (started) return;
    started = true;
    for (const href of loader.dataset.modules.split(' ')) if (href) add('link', { rel: 'modulepreload', href });
    add('script', { type: 'module', src: loader.dataset.entry });
  };
  const path = (el) => {
    const at = [];
    for (; el != html; el = el.parentNode) at.unshift([...el.parentNode.children].indexOf(el));
    return at;
  };
  const hold = (event) => {
    const submit = event.type == 'submit',
      el = submit ? event.target : event.target.closest('button,[role=button]');
    if (html.dataset.live || !el || ((submit || el.type == 'submit') && (el.form || el).getAttribute('action'))) return;
    event.preventDefault();
    if (taps.at(-1)?.[0] != el) taps.push([el, path(el), submit]);
    el.ariaBusy = 'true';
    html.dataset.wait = '';
    start();
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  // Submit buttons are disabled in the HTML (the browser would send an app's form itself): from
  // here on, their taps are kept.
  for (const button of doc.querySelectorAll('button[data-wait]')) button.disabled = false;
  new MutationObserver((changes, observer) => {
    if (!html.dataset.live) return;
    observer.disconnect();
    // After the render that follows hydration (the buttons' own state).
    setTimeout(() => {
      delete html.dataset.wait;
      for (const [held, at, submit] of taps) {
        const el = held.isConnected ? held : at.reduce((parent, i) => parent?.children[i], html);
        if (!el) continue;
        el.ariaBusy = null;
        submit ? el.requestSubmit() : el.click();
      }
    }, 50);
  }).observe(html, { attributeFilter: ['data-live'] });
  // After `load` and once the first paint has been presented (its paint entry is given only
  // then): a small page on a fast link fires `load` before its first frame, and scripts asked for
  // then would be counted as keeping that paint waiting (Lighthouse's simulated LCP of /history).
  const painted = new Promise((resolve) => {
    if (!self.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return resolve();
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  addEventListener('load', () => painted.then(() => requestAnimationFrame(() => setTimeout(start))));
  setTimeout(start, 3000);
})();
