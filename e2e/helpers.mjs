// Shared set-up for the browser tests: one static server and one Chromium per process (run-all.mjs runs the
// files in two processes, shard-1.mjs and shard-2.mjs), pages reused from test to test with their storage cleared (newPage), collectors for
// console errors, page errors and CSP violations, and the helpers the tests share (hintByKeys, gridText, …).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { test as nodeTest } from 'node:test';
import initWasm, { solve, generate, generate_puzzle } from '../www/pkg-teach/deduce.js';

/** How long one browser test may take before it fails (a frozen page, an event that never comes) rather than
 * hang the suite. Per test, not per file: `npm run e2e` runs the files in two processes (run-all.mjs), and
 * node's `--test-timeout` would time out a whole process as one test. */
export const TEST_TIMEOUT_MS = 300_000;

/** node:test's `test` with the browser tests' time limit: `test(name, fn)` or `test(name, options, fn)`. */
export function test(name, options, fn) {
  return typeof options === 'function'
    ? nodeTest(name, { timeout: TEST_TIMEOUT_MS }, options)
    : nodeTest(name, { timeout: TEST_TIMEOUT_MS, ...options }, fn);
}

// No back/forward cache: a page reused by the next test (newPage) leaves the app for www/icon.svg, and the app's
// document (its wasm, its worker) would otherwise stay in memory, frozen, behind it.
export const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-features=BackForwardCache'];

export const SHOTS = process.env.SCREENSHOT_DIR ?? fileURLToPath(new URL('./shots/', import.meta.url));

/** Arto Inkala-style classic with one solution (from the famous fixtures). */
export const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const CLASSIC_ID = `sudoku:3x3:${CLASSIC}`;

let wasmReady = null;
/** The solution of a game ID, computed by the engine's own `solve` (wasm, in Node). */
export async function solutionOf(id) {
  wasmReady ??= initWasm({ module_or_path: fs.readFileSync(new URL('../www/pkg-teach/deduce_bg.wasm', import.meta.url)) });
  await wasmReady;
  return solve(id).split(':')[2]; // the cells (a Tango ID has its signs after them)
}

/** The game ID the engine generates for these arguments (what the page makes with ?seed=N). */
export async function generatedId(kind, size, level, seed, symmetry = '', rules = '') {
  wasmReady ??= initWasm({ module_or_path: fs.readFileSync(new URL('../www/pkg-teach/deduce_bg.wasm', import.meta.url)) });
  await wasmReady;
  if (!rules) return generate(kind, size, level, symmetry, seed);
  // with rules, as the page's worker asks (its budget is a safety net: the same puzzle comes out)
  const g = generate_puzzle(kind, rules, size, level, symmetry, seed, 30_000);
  try { return g.game_id; } finally { g.free(); }
}

/**
 * Puts `entries` ({key: text}) into the app's localStorage before the app runs: from a same-origin page without
 * the game (whose pagehide would save the game again).
 */
export async function seedStorage(env, page, entries, { clear = true } = {}) {
  await page.goto(`${env.srv.url}www/icon.svg`);
  await page.evaluate(([e, c]) => { if (c) localStorage.clear(); for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v); },
    [entries, clear]);
}

let shared = null; // one server and one Chromium per process, however many test files it runs
let users = 0;

/** The static server and the browser; `close()` stops them when the last test file is done with them. */
export async function startAll() {
  users++;
  shared ??= (async () => {
    const srv = await serve();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ARGS,
    });
    return { srv, browser };
  })();
  const { srv, browser } = await shared;
  let closed = false;
  return {
    srv, browser,
    close: async () => {
      if (closed) return;
      closed = true;
      if (--users > 0) return;
      shared = null;
      idle.delete(browser);
      await browser.close();
      await srv.close();
    },
  };
}

/**
 * A page for one test, watched for trouble (`tutorial: true` keeps the first-visit tutorial's offer, which other
 * tests mark as seen). `open(query, hash)` navigates and waits until the grid is playable. `problems()` lists
 * console errors, page errors and CSP violations seen so far; `close()` ends the test's use of the page.
 *
 * Pages are reused: opening a new context and page cost about 0.8 s more than navigating a page already open
 * (a renderer process to start, the modules and the wasm fetched and compiled again), which came to minutes over
 * the suite. A page a test has finished with is cleaned and kept: its origin's localStorage is cleared (after the
 * app has left, so its pagehide save goes too; the app keeps nothing else), the mouse moved away, and the next test
 * gets it with its own viewport and colour scheme. A test that changes the page in ways that cannot be undone
 * (an init script, routes, the clock, listeners of its own, anything on `t.context`, extra tabs) leaves a page
 * that is closed, not kept; so is every page that allows service workers (offline tests need their own caches)
 * and every page asked for `fresh` (a new context and page, closed after the test).
 */
export async function newPage(env, { viewport = { width: 1280, height: 800 }, colorScheme = 'light', permissions = [],
  serviceWorkers = 'block', deviceScaleFactor = 1, tutorial = false, fresh = false, locale = 'en-US' } = {}) {
  const key = JSON.stringify({ permissions, deviceScaleFactor, tutorial, locale });
  const keep = serviceWorkers === 'block' && !fresh;
  let slot = keep ? takeIdle(env, key) : null;
  if (slot) {
    await slot.page.setViewportSize(viewport);
    await slot.page.emulateMedia({ colorScheme, media: null });
  } else {
    slot = await newSlot(env, { viewport, colorScheme, permissions, serviceWorkers, deviceScaleFactor, tutorial, locale });
  }
  slot.errors.length = 0;
  slot.tainted = !keep;
  const { page, context, errors } = slot;
  const watched = new Proxy(page, {
    get(target, prop) {
      if (TAINTS.has(prop)) slot.tainted = true;
      const v = Reflect.get(target, prop, target);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  const open = async (query = '?seed=1', hash = '') => {
    await page.goto(`${env.srv.url}${query}${hash ? `#${hash}` : ''}`);
    await waitReady(page);
  };
  const problems = async () => [...errors, ...(await page.evaluate(() => window.__csp ?? [])).map((v) => `csp: ${v}`)];
  const forgetProblems = () => { errors.length = 0; };
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await giveBack(env, slot, key);
  };
  return {
    page: watched,
    get context() { slot.tainted = true; return context; },
    open, problems, forgetProblems, close,
  };
}

// What a test may do to its page that a cleaned page would carry into the next test: the page is not kept.
const TAINTS = new Set(['clock', 'addInitScript', 'route', 'routeFromHAR', 'routeWebSocket', 'exposeFunction',
  'exposeBinding', 'setExtraHTTPHeaders', 'on', 'once', 'addListener', 'prependListener', 'context',
  'setDefaultTimeout', 'setDefaultNavigationTimeout']);

const idle = new Map(); // env.browser -> [{ key, slot }]: cleaned pages waiting for the next test
const IDLE_PER_KEY = 2;

function takeIdle(env, key) {
  const list = idle.get(env.browser) ?? [];
  const k = list.findIndex((e) => e.key === key);
  if (k < 0) return null;
  return list.splice(k, 1)[0].slot;
}

/** A context with one page, its listeners collecting errors into `slot.errors`. */
async function newSlot(env, { viewport, colorScheme, permissions, serviceWorkers, deviceScaleFactor, tutorial, locale }) {
  // Service workers are blocked unless a test is about offline play, so no test sees another's cache.
  const context = await env.browser.newContext({ viewport, colorScheme, serviceWorkers, deviceScaleFactor, locale });
  if (permissions.length) await context.grantPermissions(permissions, { origin: env.srv.url });
  const page = await context.newPage();
  const slot = { context, page, errors: [], tainted: false };
  page.on('console', (m) => { if (m.type() === 'error') slot.errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => slot.errors.push(`pageerror: ${e.message}`));
  // The first-visit tutorial offer is marked as seen (a clean page), except for tests about the tutorial itself.
  if (!tutorial) {
    await page.addInitScript(() => {
      try { for (const k of ['sudoku', 'binary']) if (localStorage.getItem(`deduce.tutorial.${k}`) === null) localStorage.setItem(`deduce.tutorial.${k}`, 'done'); } catch { /* no storage */ }
    });
  }
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation',
      (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return slot;
}

/** The test is done with the page: cleaned and kept for the next test, or closed (see newPage). */
async function giveBack(env, slot, key) {
  const { context, page } = slot;
  const list = idle.get(env.browser) ?? [];
  const keep = !slot.tainted && !page.isClosed() && context.pages().length === 1
    && list.filter((e) => e.key === key).length < IDLE_PER_KEY;
  if (keep) {
    try {
      await page.mouse.move(0, 0);
      await seedStorage(env, page, {}); // the app leaves (its pagehide save too), then its storage is cleared
      list.push({ key, slot });
      idle.set(env.browser, list);
      return;
    } catch { /* a page that cannot be cleaned is closed */ }
  }
  await context.close();
}

/** Waits until the page is playable: a state, not a time, so its generous limit only matters on a loaded machine
 *  (a link waits for the teaching module's verdict, seconds when two cores are shared). */
export async function waitReady(page) {
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 60_000 });
  await page.locator('#board[aria-busy="false"]').waitFor({ timeout: 60_000 });
}

/** The big-grid fixtures (`e2e/fixtures/big-sudoku.json`, whose `_about` says how each was made). */
export const BIG = JSON.parse(fs.readFileSync(new URL('./fixtures/big-sudoku.json', import.meta.url), 'utf8'));

/**
 * Opens game `id` by its link on a page that shows a game, and waits until it is on the board and the page is
 * ready. The 25×25 layout fixture has several solutions: a link to it asks first (e2e/import.test.mjs) and it is
 * played anyway before anything else is pressed; a question answered in the background instead could come up
 * late on a loaded machine and take the keys pressed meanwhile (a hint asked by `?` on it was lost that way).
 */
export async function loadGame(p, id) {
  await p.evaluate((h) => { location.hash = h; }, id);
  if (id === BIG['25']) {
    await p.getByRole('dialog', { name: 'Import a puzzle' }).getByRole('button', { name: 'Play it anyway' }).click();
  }
  await p.waitForFunction((n) => document.querySelectorAll('[role=gridcell]').length === n, id.split(':').pop().length);
  await waitReady(p);
}

export const cell = (page, r, c) => page.getByRole('gridcell').nth((r - 1) * 9 + (c - 1));

/** The grid as a string of 81 characters ('.' empty), read from the accessible names. */
export async function gridText(page) {
  const labels = await page.getByRole('gridcell').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  return labels.map((l) => { const v = l.split(', ')[1]; return v === 'empty' ? '.' : v; }).join('');
}

export async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * One hint, all three tiers, pressed by the Hint button's keyboard shortcut (its aria-keyshortcuts "Shift+?"), as a
 * keyboard player does: the loops that press Hint hundreds of times use it (a pointer click costs Playwright about
 * 60 ms of checks, and a locator's wait polls at up to 500 ms; this waits a frame at a time). Tests of the button
 * itself click it by role and name. Returns the panel's text at tiers 1 and 2 and the hint's title;
 * `atTier2(title)` runs while tier 2 (the reasoning and its picture) is shown.
 */
export async function hintByKeys(p, { timeout = 120_000, atTier2 } = {}) {
  const panel = await p.getByRole('region', { name: 'Hint' }).elementHandle();
  const shows = (re, t = 30_000) => p.waitForFunction(([el, src]) => new RegExp(src).test(el.textContent),
    [panel, re.source], { polling: 'raf', timeout: t });
  await p.keyboard.press('?');
  await shows(/Press Hint again to see/, timeout);
  const tier1 = await panel.textContent();
  await p.keyboard.press('?');
  await shows(/Press Hint again to (apply|erase)|press Hint again to fill/);
  const tier2 = await panel.textContent();
  const title = await p.locator('#hint-title').textContent();
  if (atTier2) await atTier2(title);
  await p.keyboard.press('?');
  await p.waitForFunction((el) => !el.classList.contains('active'), panel, { polling: 'raf', timeout: 30_000 });
  await panel.dispose();
  return { tier1, tier2, title };
}

/** The game ID of the game on the board, from the URL. */
export const gameIdOf = (page) => decodeURIComponent(new URL(page.url()).hash.slice(1));

/**
 * New game with the Next game form's Size and Level set (Puzzle as it is): resolves with the game ID once another
 * game, whose ID starts with `prefix`, is on a ready board.
 */
export async function newGameOf(p, { size, level, prefix }) {
  const next = p.getByRole('form', { name: 'Next game' });
  await next.getByLabel('Size').selectOption(String(size));
  await next.getByLabel('Level').selectOption(level);
  const before = new URL(p.url()).hash;
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(([pre, was]) => location.hash !== was && location.hash.startsWith(pre), [prefix, before], { timeout: 60_000 });
  await waitReady(p);
  return gameIdOf(p);
}

/** Types the solution of the 9×9 game `id` (`sudoku:3x3:<cells>`, with or without its rules field) on the board
 *  row by row, by the keyboard alone (arrow keys, digits). */
export async function typeSolution(p, id) {
  const givens = id.split(':')[2], solution = await solutionOf(id);
  await cell(p, 1, 1).click();
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (givens[r * 9 + c] === '.') await p.keyboard.press(solution[r * 9 + c]);
      if (c < 8) await p.keyboard.press('ArrowRight');
    }
    if (r < 8) { await p.keyboard.press('ArrowDown'); for (let c = 0; c < 8; c++) await p.keyboard.press('ArrowLeft'); }
  }
  return solution;
}

/** Hint `count` times through its three tiers (by keys); every digit each hint places is `solution`'s. */
export async function hintsPlaceSolution(p, solution, count = 3) {
  for (let k = 0; k < count; k++) {
    const before = await gridText(p);
    await hintByKeys(p);
    const after = await gridText(p);
    for (let i = 0; i < after.length; i++) {
      if (after[i] !== before[i]) assert.equal(after[i], solution[i], `hint ${k + 1} placed the solution's digit`);
    }
  }
}
