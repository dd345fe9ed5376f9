// Prints performance figures (not a test: timings are not asserted anywhere). Usage: node e2e/measure.mjs [RUNS]
//  - time from navigation to a playable grid (html[data-ready] and the grid filled), headless Chromium, localhost,
//    by a link and by the last saved game (THROTTLE=KBPS[,RTT_MS]: on an emulated slow network; LOAD_ONLY=1: only that)
//  - wasm size, raw and gzipped: the page's module (www/pkg) and the workers' (www/pkg-teach)
//  - latency of New game (worker generation) per size and level, and of Hint (tier 1 shown) per size; AHEAD=1:
//    each New game after the next game made ahead is ready (state-ahead.js), PHONE=1 in a 390×844 touch page
//  - with HINT9=N: only the load time and 1 + N hints on the 9×9 classic, each timed from the press to tier 1
//    shown (the hint worker's round trip; the first starts the worker), then carried out, as a player pressing
//    Hint three times does
//  - with RULES=thermo,arrow or RULES=all: New game per rule family of the Rules choice, size (SIZES, default 9) and
//    offered level, and Hint tier 1 on each game made (only that); MIX=antiking: each mixed with that rule (the Mixed
//    with choice)
//  - ROOT=DIR serves another checkout's built page (e.g. an older commit's, to compare)
//  - with BIG_HINTS=N: on the big Sudoku fixtures (16×16 and 25×25), N hints after the first, each pressed to
//    tier 1, tier 2 and carried out, as a player without notes does: median and maximum per tier (only that)
import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import path from 'node:path';
import { serve, REPO_ROOT } from './serve.mjs';
import { ARGS, waitReady, BIG } from './helpers.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const fmt = (ms) => `${ms.toFixed(0)} ms`;

const ROOT = process.env.ROOT ?? REPO_ROOT;
for (const dir of ['pkg', 'pkg-teach']) {
  const file = path.join(ROOT, 'www', dir, 'deduce_bg.wasm');
  if (!fs.existsSync(file)) continue;
  const wasm = fs.readFileSync(file);
  const js = fs.readFileSync(path.join(ROOT, 'www', dir, 'deduce.js'));
  console.log(`www/${dir} wasm: ${(wasm.length / 1024).toFixed(1)} KiB raw, ${(zlib.gzipSync(wasm, { level: 9 }).length / 1024).toFixed(1)} KiB gzipped`
    + ` (glue deduce.js ${(zlib.gzipSync(js, { level: 9 }).length / 1024).toFixed(1)} KiB gzipped)`);
}

const srv = await serve(ROOT);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ARGS });

if (process.env.BIG_HINTS) {
  for (const key of ['16', '25unique']) {
    const ctx = await browser.newContext({ serviceWorkers: 'block' });
    const page = await ctx.newPage();
    await page.goto(`${srv.url}?seed=1#${BIG[key]}`);
    await waitReady(page);
    const tiers = [[], [], []];
    for (let i = 0; i <= Number(process.env.BIG_HINTS); i++) {
      // ms from the press until the panel shows tier 1, then tier 2; the third press's own time
      const r = await page.evaluate(async () => {
        const next = document.getElementById('hint-next');
        const btn = document.getElementById('hint');
        const press = (done) => new Promise((resolve) => {
          const t0 = performance.now();
          btn.click();
          if (done()) { resolve(performance.now() - t0); return; }
          const obs = new MutationObserver(() => { if (done()) { obs.disconnect(); resolve(performance.now() - t0); } });
          obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        });
        const a = await press(() => next.textContent.startsWith('Press Hint again to see'));
        const b = await press(() => /Press Hint again to (apply|fill|erase)/i.test(next.textContent));
        const t0 = performance.now();
        btn.click();
        return [a, b, performance.now() - t0];
      });
      if (i > 0) r.forEach((v, k) => tiers[k].push(v));
    }
    const f = (xs) => `median ${fmt(median(xs))}, max ${fmt(Math.max(...xs))}`;
    console.log(`${key.slice(0, 2)}×${key.slice(0, 2)} hints after the first (${tiers[0].length}): tier 1 ${f(tiers[0])}; `
      + `tier 2 ${f(tiers[1])}; carried out ${f(tiers[2])}`);
    await ctx.close();
  }
  await browser.close();
  await srv.close();
  process.exit(0);
}
const CLASSIC_ID = 'sudoku:3x3:53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

// 1. navigation -> playable grid, fresh context each time (cold cache, no service worker), by two roads: a link
// (its verdict comes from the worker, which loads the teaching module) and the last saved game (the page's module
// alone: the game is first opened by its link, then the HTTP cache is cleared and the page opened without one).
// THROTTLE=KBPS[,RTT_MS] emulates a slow network (Chromium's DevTools network conditions), e.g. 1600,150.
const [kbps, rtt = 0] = (process.env.THROTTLE ?? '').split(',').filter(Boolean).map(Number);
async function throttle(ctx, page) {
  if (!kbps) return null;
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: rtt, downloadThroughput: kbps * 125, uploadThroughput: kbps * 125 });
  return cdp;
}
const readyMs = (page) => page.evaluate(() => performance.getEntriesByName('deduce-ready')[0].startTime);
const loads = { link: [], saved: [] };
for (let i = 0; i < RUNS; i++) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const cdp = await throttle(ctx, page) ?? await ctx.newCDPSession(page);
  await page.goto(`${srv.url}?seed=1#${CLASSIC_ID}`);
  await waitReady(page);
  loads.link.push(await readyMs(page));
  await cdp.send('Network.clearBrowserCache');
  await page.goto('about:blank');
  await page.goto(`${srv.url}?seed=1`);
  await waitReady(page);
  loads.saved.push(await readyMs(page));
  await ctx.close();
}
const net = kbps ? `${kbps} kbit/s, ${rtt} ms round trip` : 'localhost, no throttling';
console.log(`navigation -> playable grid (performance mark deduce-ready, median of ${RUNS}, ${net}): `
  + `a link ${fmt(median(loads.link))} (${loads.link.map((m) => m.toFixed(0)).join(', ')}); `
  + `the saved game ${fmt(median(loads.saved))} (${loads.saved.map((m) => m.toFixed(0)).join(', ')})`);
if (process.env.LOAD_ONLY) { await browser.close(); await srv.close(); process.exit(0); }

if (process.env.HINT9) {
  const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await page.goto(`${srv.url}?seed=1#${CLASSIC_ID}`);
  await waitReady(page);
  const ms = await page.evaluate(async (n) => {
    const next = document.getElementById('hint-next');
    const btn = document.getElementById('hint');
    const out = [];
    for (let i = 0; i < n; i++) {
      out.push(await new Promise((resolve) => {
        const t0 = performance.now();
        const shown = () => next.textContent.startsWith('Press Hint again to see');
        btn.click();
        if (shown()) { resolve(performance.now() - t0); return; }
        const obs = new MutationObserver(() => { if (shown()) { obs.disconnect(); resolve(performance.now() - t0); } });
        obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      }));
      btn.click(); // tier 2
      btn.click(); // carried out: the next hint is on the next position
    }
    return out;
  }, Number(process.env.HINT9) + 1);
  const [first, ...rest] = ms;
  console.log(`9×9 Hint tier 1: the first ${first.toFixed(1)} ms (it starts the hint worker); the next ${rest.length}: `
    + `median ${median(rest).toFixed(1)} ms, min ${Math.min(...rest).toFixed(1)}, max ${Math.max(...rest).toFixed(1)}`);
  await browser.close();
  await srv.close();
  process.exit(0);
}

// 2. New game per size and level, Hint per size
// KIND=binary measures binary puzzles (SIZES defaults to 4,6,8,10,12,14,16,18,20 then); LEVELS (default every level)
// narrows the levels. Each generation waits up to GEN_TIMEOUT_MS (default 240 s: a 25×25 takes a while on a busy
// machine); one that fails or times out is reported and the run goes on with the next one.
const KIND = process.env.KIND ?? 'sudoku';
const SIZES = (process.env.SIZES ?? (KIND === 'binary' ? '4,6,8,10,12,14,16,18,20' : '4,6,9,12,16,25')).split(',').map(Number);
const LEVELS = (process.env.LEVELS ?? 'easy,medium,hard,expert,master').split(',');
const GEN_TIMEOUT_MS = Number(process.env.GEN_TIMEOUT_MS ?? 240_000);
const ctx = await browser.newContext({ serviceWorkers: 'block',
  ...(process.env.PHONE ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : {}) });
const page = await ctx.newPage();
await page.goto(`${srv.url}?seed=1#${CLASSIC_ID}`);
await waitReady(page);
if (KIND !== 'sudoku') {
  await page.getByLabel('Puzzle', { exact: true }).selectOption(KIND);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.waitForFunction((k) => location.hash.startsWith(`#${k}:`), KIND);
  await waitReady(page);
}

/** Clicks New game and resolves when the new puzzle is on the board (checked every frame): {ms, level} or {error}.
 *  With AHEAD=1, first waits until the next game made ahead is ready (warm; without it, the first try of each
 *  level is cold: the choice was just changed). */
async function newGame(timeoutMs) {
  if (process.env.AHEAD) await page.locator('#options[data-next-ready]').waitFor({ state: 'attached', timeout: timeoutMs });
  return page.evaluate((limit) => new Promise((resolve) => {
    const board = document.getElementById('board');
    const msg = document.getElementById('message');
    const before = location.hash;
    const t0 = performance.now();
    const done = (v) => { clearTimeout(timer); resolve(v); };
    let busy = false;
    const look = () => {
      busy ||= board.getAttribute('aria-busy') !== 'false';
      if (board.getAttribute('aria-busy') === 'false' && (location.hash !== before || msg.dataset.tone === 'error' || busy)) {
        if (location.hash === before || msg.dataset.tone === 'error') done({ error: msg.textContent || 'no new puzzle' });
        else done({ ms: performance.now() - t0, level: /This puzzle: (\w+)/.exec(document.getElementById('puzzle-level').textContent)?.[1] ?? '?' });
        return;
      }
      requestAnimationFrame(look);
    };
    const timer = setTimeout(() => { document.getElementById('cancel').click(); done({ error: `no puzzle after ${limit / 1000} s` }); }, limit);
    document.getElementById('new-game').click();
    requestAnimationFrame(look);
  }), timeoutMs);
}

/** New game `tries` times at the chosen options: the times and levels got as one report (`gen`) and the errors
 *  (`errors`, '' for none); `after` runs after each game made (the size loop times a hint there). */
async function newGames(tries, after = async () => {}) {
  const gens = [], got = [], errors = [];
  for (let i = 0; i < tries; i++) {
    const r = await newGame(GEN_TIMEOUT_MS);
    if (r.error) { errors.push(r.error); continue; }
    gens.push(r.ms);
    got.push(r.level.toLowerCase());
    await after();
  }
  const gen = gens.length ? `${fmt(median(gens)).padStart(8)} (${gens.map((g) => g.toFixed(0)).join(', ')}; ${got.join(', ')})` : '   failed';
  return { gen, errors: errors.length ? ` errors: ${errors.join(' | ')}` : '' };
}

/** Hint tier 1 on the current puzzle, until its text shows (the hint worker's round trip). */
async function hintMs() {
  const ms = await page.evaluate(() => new Promise((resolve) => {
    const next = document.getElementById('hint-next');
    const msg = document.getElementById('message');
    const t0 = performance.now();
    const shown = () => next.textContent.startsWith('Press Hint again') || msg.dataset.tone === 'error';
    document.getElementById('hint').click();
    if (shown()) { resolve(performance.now() - t0); return; }
    const obs = new MutationObserver(() => { if (shown()) { obs.disconnect(); resolve(performance.now() - t0); } });
    obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }));
  await page.evaluate(() => document.getElementById('undo').click());
  return ms;
}

/** Check (entries against the solution, main thread) clicked twice on the current puzzle: the first click finds
 * the solution, the second uses the one the game kept. */
async function checkMs() {
  return page.evaluate(() => [0, 1].map(() => {
    const t0 = performance.now();
    document.getElementById('check').click();
    return performance.now() - t0;
  }));
}

// RULES=thermo,arrow (or RULES=all: every family of the Rules choice) measures Sudoku with rules instead: per family,
// New game at each size the choice offers among SIZES (default 9; a family made at 6×6 only, at 6) and each level
// it offers, as above.
if (process.env.RULES) {
  const rules = page.getByLabel('Rules', { exact: true });
  const names = process.env.RULES === 'all'
    ? (await rules.locator('option').evaluateAll((os) => os.map((o) => o.value))).filter(Boolean) : process.env.RULES.split(',');
  const wanted = (process.env.SIZES ?? '9').split(',');
  console.log('rules         size  level    New game (worker; median, all tries, levels got); Hint tier 1 on each game made');
  await hintMs(); // the classic grid's: starts the hint worker, whose start is not a rule's hint
  for (const name of names) {
    await rules.selectOption(name);
    if (process.env.MIX) await page.getByLabel('Mixed with', { exact: true }).selectOption(process.env.MIX);
    const offered = await page.getByLabel('Size').locator('option').evaluateAll((os) => os.map((o) => o.value));
    for (const n of offered.filter((v) => wanted.includes(v)).concat(offered.some((v) => wanted.includes(v)) ? [] : offered.slice(-1))) {
      await page.getByLabel('Size').selectOption(n);
      for (const level of LEVELS) {
        if (await page.getByLabel('Level').locator(`option[value="${level}"]`).isDisabled()) continue;
        await page.getByLabel('Level').selectOption(level);
        const hints = [];
        const { gen, errors } = await newGames(RUNS, async () => { hints.push(await hintMs()); });
        const hint = hints.length ? `hint ${fmt(median(hints))} (max ${Math.max(...hints).toFixed(0)})` : '';
        console.log(`${name.padEnd(13)} ${n.padStart(2)}×${n.padEnd(2)} ${level.padEnd(7)}  ${gen}  ${hint}${errors}`);
      }
    }
  }
  await browser.close();
  await srv.close();
  process.exit(0);
}

console.log(`${KIND}: size  level    New game (worker; median, all tries, levels got); then Hint tier 1 per size`);
for (const n of SIZES) {
  const tries = n >= 16 ? Math.min(RUNS, 2) : RUNS;
  await page.getByLabel('Size').selectOption(String(n));
  const hints = [];
  for (const level of LEVELS) {
    if (await page.getByLabel('Level').locator(`option[value="${level}"]`).isDisabled()) continue;
    await page.getByLabel('Level').selectOption(level);
    const { gen, errors } = await newGames(tries, async () => { if (hints.length < tries) hints.push(await hintMs()); });
    console.log(`${String(n).padStart(2)}×${String(n).padEnd(2)}  ${level.padEnd(7)}  ${gen.padEnd(52)}${errors}`);
  }
  if (hints.length) console.log(`${String(n).padStart(2)}×${String(n).padEnd(2)}  Hint tier 1: ${fmt(median(hints))} (${hints.map((h) => h.toFixed(1)).join(', ')})`);
  const [first, again] = await checkMs();
  console.log(`${String(n).padStart(2)}×${String(n).padEnd(2)}  Check: first ${fmt(first)}, again ${fmt(again)}`);
}
await browser.close();
await srv.close();
