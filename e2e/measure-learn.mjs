// Prints how long Learn takes to find a position per technique in the page's worker (not a test: timings are not
// asserted anywhere). Usage: node e2e/measure-learn.mjs [RUNS] (after ./build.sh build). For every technique of
// both families, RUNS searches from seeds 1000, 2000, … with the page's own bounds (state-learn.js LEARN_MAX_PUZZLES
// and LEARN_BUDGET_MS), each timed around the worker request; prints median and max per technique and how many
// searches found a position (the others say "too rare").
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { ARGS, waitReady } from './helpers.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const srv = await serve();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ARGS });
const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
await page.goto(`${srv.url}?seed=1`);
await waitReady(page);
const rows = await page.evaluate(async (runs) => {
  const { LEARN_MAX_PUZZLES, LEARN_BUDGET_MS } = await import('./www/state-learn.js');
  const { EngineWorker } = await import('./www/worker-client.js');
  const w = new EngineWorker();
  const library = await w.library();
  const out = [];
  for (const kind of ['sudoku', 'binary']) {
    for (const t of library[kind]) {
      const ms = [];
      let found = 0;
      for (let k = 1; k <= runs; k++) {
        const t0 = performance.now();
        const p = await w.practice({ kind, id: t.id, seed: 1000 * k, maxPuzzles: LEARN_MAX_PUZZLES, budgetMs: LEARN_BUDGET_MS });
        ms.push(performance.now() - t0);
        found += p.found ? 1 : 0;
      }
      ms.sort((a, b) => a - b);
      out.push({ kind, name: t.name, level: t.level, median: ms[ms.length >> 1], max: ms.at(-1), found });
    }
  }
  return out;
}, RUNS);
console.log(`| family | technique | level | median ms | max ms | found |\n|---|---|---|---:|---:|---:|`);
for (const r of rows) console.log(`| ${r.kind} | ${r.name} | ${r.level} | ${r.median.toFixed(0)} | ${r.max.toFixed(0)} | ${r.found}/${RUNS} |`);
await browser.close();
await srv.close();
