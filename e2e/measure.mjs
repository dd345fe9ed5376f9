// Prints performance figures (not a test: timings are not asserted anywhere). Usage: node e2e/measure.mjs [RUNS]
//  - time from navigation to a playable grid (html[data-ready] and the grid filled), headless Chromium, localhost
//  - wasm size, raw and gzipped
//  - latency of Hint (tier 1, engine call on the main thread) and of New game (worker generation) per Sudoku size
import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { ARGS, waitReady } from './helpers.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const fmt = (ms) => `${ms.toFixed(0)} ms`;

const wasm = fs.readFileSync(new URL('../www/pkg/deduce_bg.wasm', import.meta.url));
const js = fs.readFileSync(new URL('../www/pkg/deduce.js', import.meta.url));
console.log(`wasm: ${(wasm.length / 1024).toFixed(1)} KiB raw, ${(zlib.gzipSync(wasm, { level: 9 }).length / 1024).toFixed(1)} KiB gzipped`
  + ` (glue deduce.js ${(zlib.gzipSync(js, { level: 9 }).length / 1024).toFixed(1)} KiB gzipped)`);

const srv = await serve();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ARGS });
const CLASSIC_ID = 'sudoku:3x3:53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

// 1. navigation -> playable grid, fresh context each time (cold cache, no service worker)
const loads = [];
for (let i = 0; i < RUNS; i++) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const t0 = Date.now();
  await page.goto(`${srv.url}?seed=1#${CLASSIC_ID}`);
  await waitReady(page);
  const wall = Date.now() - t0;
  const inPage = await page.evaluate(() => performance.getEntriesByName('deduce-ready')[0].startTime);
  loads.push({ wall, inPage });
  await ctx.close();
}
console.log(`navigation -> playable grid (median of ${RUNS}): ${fmt(median(loads.map((l) => l.inPage)))} in-page `
  + `(performance mark), ${fmt(median(loads.map((l) => l.wall)))} wall clock incl. Playwright round trips`);

// 2. Hint and New game per size
// KIND=binary measures binary puzzles (SIZES defaults to 4,6,8,10,12,14,16,18,20 then).
const KIND = process.env.KIND ?? 'sudoku';
const SIZES = (process.env.SIZES ?? (KIND === 'binary' ? '4,6,8,10,12,14,16,18,20' : '4,6,9,12,16,25')).split(',').map(Number);
const ctx = await browser.newContext({ serviceWorkers: 'block' });
const page = await ctx.newPage();
await page.goto(`${srv.url}?seed=1#${CLASSIC_ID}`);
await waitReady(page);
if (KIND !== 'sudoku') {
  await page.getByLabel('Puzzle', { exact: true }).selectOption(KIND);
  await page.waitForFunction((k) => location.hash.startsWith(`#${k}:`), KIND);
  await waitReady(page);
}
console.log(`${KIND}: size   New game (easy, worker)   Hint tier 1 (main thread)`);
for (const n of SIZES) try {
  const gens = [], hints = [];
  const tries = n >= 16 ? Math.min(RUNS, 3) : RUNS;
  await page.getByLabel('Size').selectOption(String(n));
  await page.getByLabel('Level').selectOption('easy');
  for (let i = 0; i < tries; i++) {
    const ms = await page.evaluate(() => new Promise((resolve) => {
      const board = document.getElementById('board');
      const t0 = performance.now();
      const obs = new MutationObserver(() => {
        if (board.getAttribute('aria-busy') === 'false') { obs.disconnect(); resolve(performance.now() - t0); }
      });
      obs.observe(board, { attributes: true });
      document.getElementById('new-game').click();
    }));
    gens.push(ms);
    const h = await page.evaluate(() => {
      const t0 = performance.now();
      document.getElementById('hint').click(); // synchronous: engine hint + render
      return performance.now() - t0;
    });
    hints.push(h);
    await page.evaluate(() => document.getElementById('undo').click());
  }
  console.log(`${String(n).padStart(2)}×${String(n).padEnd(2)}  ${fmt(median(gens)).padStart(9)} (of ${tries}: ${gens.map((g) => g.toFixed(0)).join(', ')})`
    + `   ${fmt(median(hints)).padStart(8)} (${hints.map((g) => g.toFixed(1)).join(', ')})`);
} catch (e) {
  console.log(`${String(n).padStart(2)}×${String(n).padEnd(2)}  failed: ${e.message.split('\n')[0]}`);
  break;
}
await browser.close();
await srv.close();
