// A page the server drew (src/server/http/page-assembly.ts) loads its modules once its first frame
// is painted: on a slow line the screen is readable without sharing the bandwidth with the
// scripts, which then hydrate it (what the visitor typed meanwhile is kept). Not a module itself:
// document.currentScript names the modules to load.
(function () {
  var script = document.currentScript;
  var modules = ((script && script.getAttribute('data-modules')) || '').split(' ').filter(Boolean);
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    modules.forEach(function (url) {
      import(url);
    });
  }
  // The frame callback runs just before the first paint, the timeout just after it. A hidden tab
  // paints nothing: it loads at once.
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})();
