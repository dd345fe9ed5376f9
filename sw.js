// Service worker: Deduce works offline after the first visit.
// Strategy: network first for every same-origin GET (so an online player never runs stale code), falling back to
// the cache when the network fails. Every asset is precached at install into a versioned cache; activation deletes
// caches of other versions. Bump VERSION when the asset list changes.
// It lives at the site root (not in www/) so that its scope covers index.html.
const VERSION = 'v16';
const CACHE = `deduce-${VERSION}`;
const INDEX = new URL('./', self.location).href;
const ASSETS = [
  './', 'www/main.js', 'www/engine.js', 'www/faults.js', 'www/state.js', 'www/state-slice.js', 'www/state-message.js', 'www/state-settings.js',
  'www/state-choices.js', 'www/state-stats.js', 'www/state-backup.js', 'www/state-clock.js', 'www/state-work.js', 'www/state-board.js',
  'www/state-newgame.js', 'www/state-ahead.js', 'www/state-saves.js', 'www/state-hints.js', 'www/state-learn.js', 'www/kinds.js', 'www/levels.js', 'www/elements.js', 'www/render.js', 'www/render-grid.js', 'www/grid-drawing.js', 'www/render-rules.js',
  'www/render-panels.js', 'www/render-marks.js', 'www/figure.js', 'www/step-record.js', 'www/share.js', 'www/share-replay.js', 'www/booklet.js', 'www/state-booklet.js', 'www/render-steps.js',
  'www/input.js', 'www/announce.js', 'www/storage.js', 'www/replay.js', 'www/tutorial.js', 'www/tutorial-sudoku.js', 'www/tutorial-binary.js', 'www/worker-client.js', 'www/worker.js', 'www/style.css', 'www/icon.svg',
  'www/icon-192.png', 'www/icon-512.png', 'www/manifest.webmanifest', 'www/pkg/deduce.js', 'www/pkg/deduce_bg.wasm',
  'www/teach.js', 'www/pkg-teach/deduce.js', 'www/pkg-teach/deduce_bg.wasm',
  'www/puzzles/sudoku-25.txt', 'www/puzzles/killer-9-expert.txt',
  'www/i18n.js', 'www/vendor/fluent/index.js', 'www/vendor/fluent/bundle.js', 'www/vendor/fluent/resource.js',
  'www/vendor/fluent/resolver.js', 'www/vendor/fluent/scope.js', 'www/vendor/fluent/types.js', 'www/vendor/fluent/builtins.js',
  'www/vendor/fluent/memoizer.js', 'www/vendor/fluent/ast.js',
  ...['en', 'de', 'fr', 'es', 'nl', 'ja'].flatMap((lang) => ['page', 'game', 'view', 'engine'].map((part) => `www/locales/${lang}/${part}.ftl`)),
];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(ASSETS.map((u) => new Request(new URL(u, self.location), { cache: 'reload' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith('deduce-') && key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

/** The cache key of a request: the page itself (any query or hash) is stored once, as the index. */
function keyOf(req) {
  const url = new URL(req.url);
  if (req.mode === 'navigate' && (url.href.split(/[?#]/)[0] === INDEX || url.pathname.endsWith('/index.html'))) return INDEX;
  url.hash = '';
  return url.href;
}

async function networkFirst(req) {
  const key = keyOf(req);
  try {
    const res = await fetch(req);
    if (res.ok && res.type === 'basic') {
      const copy = res.clone();
      caches.open(CACHE).then((c) => c.put(key, copy)).catch(() => {});
    }
    return res;
  } catch (err) {
    const cache = await caches.open(CACHE);
    // a fresh copy of the engine's glue after a fault is asked for as www/pkg/deduce.js?instance=N (engine.js)
    const hit = await cache.match(key) ?? await cache.match(key, { ignoreSearch: true });
    if (hit) return hit;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(networkFirst(req));
});
