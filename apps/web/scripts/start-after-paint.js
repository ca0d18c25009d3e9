/* global document, requestAnimationFrame -- a classic script that runs in the browser */
// Prerendered pages load this instead of the app's entry module. It asks for the app's scripts only once the
// page has painted, so on a slow connection the HTML and its inline styles are not competing with 150 KB of
// JavaScript for the first paint. The script tag names the entry and the modules to fetch alongside it.
(function startAfterPaint() {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var modules = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // One insertion for all of them: the head is touched once, not once per module.
    var batch = document.createDocumentFragment();
    modules.forEach(function preload(href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      batch.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    batch.appendChild(script);
    document.head.appendChild(batch);
  }
  // The task after the next frame runs once that frame is painted. A tab opened in the background paints no
  // frames, so a timer starts the app there as well.
  requestAnimationFrame(function afterFrame() {
    setTimeout(start, 0);
  });
  setTimeout(start, 300);
})();
