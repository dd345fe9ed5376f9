// Offline play: web app manifest + service worker that caches every asset.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test, startAll, newPage, cell, gridText, waitReady, CLASSIC, CLASSIC_ID } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

test('manifest and icons are linked and valid', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const href = await t.page.locator('link[rel=manifest]').getAttribute('href');
  const m = await t.page.evaluate(async (h) => (await fetch(h)).json(), href);
  assert.equal(m.short_name, 'Deduce');
  assert.equal(m.display, 'standalone');
  for (const icon of m.icons) {
    const ok = await t.page.evaluate(async (u) => (await fetch(new URL(u, new URL('www/', location.href)))).ok, icon.src);
    assert.ok(ok, icon.src);
  }
  assert.ok(m.icons.some((i) => i.sizes === '512x512'));
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

// Issue 26: no page module imports one that imports it back, directly or through others (the modules of www/ and
// their static imports, as the browser loads them; the engine's glue in www/pkg* imports nothing of the page).
test('no module of the page imports itself back through others', () => {
  const dir = new URL('../www/', import.meta.url);
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.js'));
  const imports = new Map(files.map((f) => {
    const text = fs.readFileSync(new URL(f, dir), 'utf8');
    const specs = [...text.matchAll(/^\s*(?:import|export)\b[^'";]*?from\s*['"]\.\/([\w.-]+\.js)['"]|^\s*import\s*['"]\.\/([\w.-]+\.js)['"]/gm)]
      .map((m) => m[1] ?? m[2]);
    return [f, specs.filter((g) => files.includes(g))];
  }));
  assert.ok(imports.get('main.js').includes('state.js'), 'the imports of www/main.js are read');
  // depth-first search; a module met again while it is still on the path closes a circle
  const circles = [];
  const done = new Set();
  const visit = (f, path) => {
    if (path.includes(f)) { circles.push([...path.slice(path.indexOf(f)), f].join(' -> ')); return; }
    if (done.has(f)) return;
    for (const g of imports.get(f)) visit(g, [...path, f]);
    done.add(f);
  };
  for (const f of files) visit(f, []);
  assert.deepEqual(circles, []);
});

test('after one visit the game loads and plays offline', async () => {
  const t = await newPage(env, { serviceWorkers: 'allow' });
  const p = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  // wait until the service worker has installed (every asset precached) and controls the page
  await p.evaluate(async () => { await navigator.serviceWorker.ready; });
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cached = await p.evaluate(async () => {
    const names = await caches.keys();
    const c = await caches.open(names.find((n) => n.startsWith('deduce-')));
    return (await c.keys()).map((r) => new URL(r.url).pathname);
  });
  for (const a of ['/', '/www/main.js', '/www/style.css', '/www/pkg/deduce.js', '/www/pkg/deduce_bg.wasm',
    '/www/worker.js', '/www/teach.js', '/www/pkg-teach/deduce.js', '/www/pkg-teach/deduce_bg.wasm', '/www/manifest.webmanifest', '/www/icon.svg', '/www/puzzles/sudoku-25.txt']) assert.ok(cached.includes(a), `${a} cached`);
  // every module of the page (www/*.js) is in sw.js's list, so a split file cannot be forgotten
  for (const f of fs.readdirSync(new URL('../www/', import.meta.url)).filter((f) => f.endsWith('.js'))) {
    assert.ok(cached.includes(`/www/${f}`), `www/${f} cached`);
  }

  await cell(p, 1, 3).click();
  await p.keyboard.press('4');
  await t.context.setOffline(true);
  assert.equal(await p.evaluate(() => navigator.onLine), false);
  // really offline: a file that was never cached cannot be fetched
  assert.equal(await p.evaluate(() => fetch('Cargo.toml').then(() => 'fetched', () => 'failed')), 'failed');
  t.forgetProblems(); // that failed fetch logs a console error on purpose
  await p.reload();
  await waitReady(p);
  assert.equal(await cell(p, 1, 3).getAttribute('aria-label'), 'r1c3, 4'); // the saved game came back
  // still playable offline: entry, hint and a new game generated in the worker (its script comes from the cache)
  await cell(p, 1, 4).click();
  await p.keyboard.press('6');
  assert.equal(await cell(p, 1, 4).getAttribute('aria-label'), 'r1c4, 6');
  await p.getByRole('button', { name: 'Hint' }).click();
  await p.getByRole('region', { name: 'Hint' }).filter({ hasText: 'Press Hint again' }).waitFor();
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction((c) => !decodeURIComponent(location.hash).endsWith(c), CLASSIC);
  await waitReady(p);
  assert.equal((await gridText(p)).length, 81);
  // a fresh navigation with a query string the cache never saw is served too
  await p.goto(`${env.srv.url}?seed=9#${CLASSIC_ID}`);
  await waitReady(p);
  assert.equal(await p.getByRole('gridcell').count(), 81);
  assert.deepEqual(await t.problems(), []);
  await t.context.setOffline(false);
  await t.close();
});

test('online, the page is served from the network (never stale code)', async () => {
  const t = await newPage(env, { serviceWorkers: 'allow' });
  const p = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  await p.evaluate(async () => { await navigator.serviceWorker.ready; });
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Plant a stale copy of main.js in the cache; online, the network copy must win.
  await p.evaluate(async () => {
    const names = await caches.keys();
    const c = await caches.open(names.find((n) => n.startsWith('deduce-')));
    await c.put(new URL('www/main.js', location.href).href,
      new Response('throw new Error("stale")', { headers: { 'content-type': 'text/javascript' } }));
  });
  await p.reload();
  await waitReady(p);
  assert.equal(await gridText(p), CLASSIC);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
