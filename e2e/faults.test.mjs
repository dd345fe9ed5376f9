// Issue 32: a fault in the engine never reaches the player. A trap (an access out of bounds, a panic's
// `unreachable`), a worker that dies or a request that runs too long is said in words, its details are kept for a
// bug report (the console, Copy details), the instance that had it is replaced and the next action works, and a
// first visit never ends on an empty page. The faults are made on purpose, whatever the engine does with the
// puzzles used: a script wraps one export of the engine's wasm instance (in the page: an init script; in the
// worker: put before worker.js, which the test serves) so that its first call traps for real (a tiny wasm module
// runs `unreachable` or loads out of bounds) and every later call on that instance traps too, as a broken
// instance does; or so that it never answers. Slow requests meet their time limits on Playwright's clock.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, cell, waitReady, CLASSIC_ID } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

/**
 * Script text that breaks the wasm engine loaded after it in its realm: export `call` (a wasm-bindgen name such as
 * 'game_position_solutions') traps at its first call (`how`: 'unreachable' or 'oob'), after which that instance
 * traps at every call; or ('slow') never answers. Instances loaded after the first fault (the page's fresh one)
 * are left alone.
 */
function breakEngine(call, how) {
  return `(() => {
  const CODE = {
    unreachable: [0,97,115,109,1,0,0,0, 1,4,1,96,0,0, 3,2,1,0, 7,5,1,1,116,0,0, 10,5,1,3,0,0,11],
    oob: [0,97,115,109,1,0,0,0, 1,5,1,96,0,1,127, 3,2,1,0, 5,3,1,0,0, 7,5,1,1,116,0,0, 10,9,1,7,0,65,0,40,2,0,11],
  };
  const trap = (kind) => new WebAssembly.Instance(new WebAssembly.Module(new Uint8Array(CODE[kind]))).exports.t();
  let done = false;
  const wrap = (result) => {
    const inst = result instanceof WebAssembly.Instance ? result : result.instance;
    if (done || !inst || typeof inst.exports[${JSON.stringify(call)}] !== 'function') return result;
    let broken = false;
    const exports = {};
    for (const [name, f] of Object.entries(inst.exports)) {
      exports[name] = typeof f !== 'function' ? f : (...args) => {
        if (broken) trap('oob');
        if (name === ${JSON.stringify(call)} && !done) {
          done = true;
          if (${JSON.stringify(how)} === 'slow') for (;;) { /* never answers */ }
          broken = true;
          trap(${JSON.stringify(how)});
        }
        return f(...args);
      };
    }
    const fake = Object.create(WebAssembly.Instance.prototype, { exports: { value: exports } });
    return result instanceof WebAssembly.Instance ? fake : { module: result.module, instance: fake };
  };
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const real = WebAssembly[name];
    WebAssembly[name] = async function (...args) { return wrap(await real.apply(this, args)); };
  }
})();
`;
}

/** Serves www/worker.js with `breakEngine(call, how)` before it to the first `times` workers, as it is after. */
async function breakWorkers(page, call, how, times = 1) {
  let served = 0;
  await page.route('**/www/worker.js', async (route) => {
    // counted as the request comes, not once it is answered: a test may look while a worker is still loading
    const broken = served++ < times;
    const res = await route.fetch();
    const body = await res.text();
    await route.fulfill({ response: res, body: (broken ? breakEngine(call, how) : '') + body });
  });
  return { get served() { return served; } };
}

const message = (p) => p.locator('#message');
/** No trap's own words anywhere the player can read. */
async function noRawFault(p) {
  const text = await p.locator('body').innerText();
  for (const raw of ['memory access out of bounds', 'unreachable', 'RuntimeError']) assert.ok(!text.includes(raw), `the page shows "${raw}"`);
}

/** A 48×48 binary puzzle with no givens: a link the engine once trapped on (issue 32). */
const BINARY_48 = `binary:48:${'.'.repeat(48 * 48)}`;

test('a trap in the worker on a first visit: a fresh game, the fault in words with details to copy, and the next link opens', async () => {
  const t = await newPage(env, { permissions: ['clipboard-read', 'clipboard-write'] });
  const p = t.page;
  await breakWorkers(p, 'game_position_solutions', 'oob');
  await t.open('?seed=1', BINARY_48);
  // a fresh game with the message above it, never an empty page
  assert.equal(await p.getByRole('gridcell').count(), 81);
  assert.match(await message(p).textContent(), /^The puzzle in the link could not be opened\. This puzzle is too large to check here\./);
  await noRawFault(p);
  // the fault is kept for a bug report: in the console, and Copy details puts it on the clipboard
  const problems = await t.problems();
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /memory access out of bounds/);
  await p.getByRole('button', { name: 'Copy details' }).click();
  await p.getByRole('button', { name: 'Details copied' }).waitFor();
  const copied = await p.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /request: verdict/);
  assert.match(copied, /RuntimeError: memory access out of bounds/);
  assert.ok(copied.includes('binary:48:....'), 'the details name the puzzle');
  // the worker that trapped was replaced: the next link opens
  await p.evaluate((id) => { location.hash = id; }, CLASSIC_ID);
  await p.waitForFunction(() => document.querySelector('[role=gridcell]')?.getAttribute('aria-label') === 'r1c1, 5');
  await waitReady(p);
  t.forgetProblems();
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test("a first visit when no puzzle can be made: the page's spare one, with the reason", async () => {
  const t = await newPage(env);
  const p = t.page;
  await breakWorkers(p, 'generate_puzzle', 'oob', 10); // every worker fails to generate
  await t.open('?seed=1');
  assert.equal(await p.getByRole('gridcell').count(), 81);
  assert.equal(await message(p).textContent(),
    'Could not make a puzzle: Something went wrong in the puzzle engine. Here is one the page keeps ready.');
  await noRawFault(p);
  assert.ok(await p.getByRole('button', { name: 'Copy details' }).isVisible());
  // it plays
  await p.getByRole('gridcell').first().click();
  await p.keyboard.press('5');
  await p.waitForFunction(() => document.querySelector('[role=gridcell]').getAttribute('aria-label') === 'r1c1, 5');
  await t.close();
});

test('a trap in the worker while playing: the game stays, the fault in words, and the next link opens', async () => {
  const t = await newPage(env);
  const p = t.page;
  await breakWorkers(p, 'game_position_solutions', 'oob');
  await t.open('?seed=1');
  const first = await p.getByRole('gridcell').first().getAttribute('aria-label');
  await p.evaluate((id) => { location.hash = id; }, BINARY_48);
  await message(p).filter({ hasText: "That link's puzzle could not be opened. This puzzle is too large to check here. Your game is unchanged." }).waitFor();
  await noRawFault(p);
  assert.ok(await p.getByRole('button', { name: 'Copy details' }).isVisible());
  assert.equal(await p.getByRole('gridcell').count(), 81);
  assert.equal(await p.getByRole('gridcell').first().getAttribute('aria-label'), first);
  await p.evaluate((id) => { location.hash = id; }, CLASSIC_ID);
  await p.waitForFunction(() => document.querySelector('[role=gridcell]')?.getAttribute('aria-label') === 'r1c1, 5');
  await t.close();
});

test("a trap in the page's own engine: the game is safe, the message says so, and play goes on", async () => {
  const t = await newPage(env);
  const p = t.page;
  // Check asks the page's module for the wrong entries: that call panics (unreachable), and the instance is broken
  await p.addInitScript(breakEngine('game_wrong_entries', 'unreachable'));
  // the fresh instance's module comes a moment late, so the restart can be seen
  let fetched = 0;
  await p.route('**/pkg/deduce_bg.wasm', async (route) => {
    if (fetched++ >= 1) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await t.open('?seed=1', CLASSIC_ID);
  await cell(p, 1, 3).click();
  await p.keyboard.press('4');
  await p.getByRole('button', { name: 'Check' }).click();
  await message(p).filter({ hasText: 'Something went wrong with this puzzle. Your game is safe.' }).waitFor();
  await noRawFault(p);
  assert.ok(await p.getByRole('button', { name: 'Copy details' }).isVisible());
  assert.equal(await cell(p, 1, 3).getAttribute('aria-label'), 'r1c3, 4');
  // a fresh instance takes over: the board is busy until it has (keys pressed before then are not taken), with
  // nothing to cancel; then moves, Undo and Check work again
  assert.equal(await p.locator('#board').getAttribute('aria-busy'), 'true');
  assert.equal(await p.locator('#busy-text').textContent(), 'Restarting the puzzle engine…');
  assert.ok(!(await p.getByRole('button', { name: 'Cancel' }).isVisible()), 'no Cancel for a restart');
  await p.waitForFunction(() => document.getElementById('board').getAttribute('aria-busy') === 'false');
  await cell(p, 1, 4).click();
  await p.keyboard.press('6');
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]')[3].getAttribute('aria-label') === 'r1c4, 6');
  await p.getByRole('button', { name: 'Undo' }).click();
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]')[3].getAttribute('aria-label') === 'r1c4, empty');
  await p.getByRole('button', { name: 'Check' }).click();
  await message(p).filter({ hasText: 'No mistakes so far.' }).waitFor();
  assert.equal(await cell(p, 1, 3).getAttribute('aria-label'), 'r1c3, 4');
  const problems = await t.problems();
  assert.ok(problems.length >= 1 && problems.every((m) => /a fault in the puzzle engine/.test(m)), problems.join('\n'));
  assert.match(problems[0], /wrong_entries[\s\S]*RuntimeError: unreachable/);
  assert.ok(problems[0].includes(`input: ${CLASSIC_ID}`), 'the details name the game');
  await t.close();
});

test('a slow import shows its seconds and Cancel, and meets its time limit: then the worker is replaced', async () => {
  const t = await newPage(env, { permissions: ['clipboard-read', 'clipboard-write'] });
  const p = t.page;
  await p.clock.install();
  const workers = await breakWorkers(p, 'game_position_solutions', 'slow', 2);
  await t.open('?seed=1');
  const before = await p.getByRole('gridcell').first().getAttribute('aria-label');
  await p.getByRole('button', { name: 'Import' }).click();
  const dialog = p.getByRole('dialog', { name: 'Import a puzzle' });
  await dialog.getByLabel('Game ID or puzzle line').fill(CLASSIC_ID);
  await dialog.getByRole('button', { name: 'Load' }).click();
  await dialog.getByText(/^Checking…$/).waitFor();
  await p.clock.fastForward(3000);
  await dialog.getByText(/^Checking… [3-9] s$/).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByText('Cancelled. Your current game is unchanged.').waitFor();
  // again, until the time limit: the worker is replaced and the player told
  await dialog.getByRole('button', { name: 'Load' }).click();
  await dialog.getByText(/^Checking…/).waitFor();
  await p.clock.fastForward(301_000);
  await dialog.getByText('Not loaded. This puzzle is too large to check here: it took more than 5 minutes. Your current game is unchanged.').waitFor();
  await noRawFault(p);
  await dialog.getByRole('button', { name: 'Copy details' }).click();
  assert.match(await p.evaluate(() => navigator.clipboard.readText()), /request: verdict[\s\S]*no answer within 300000 ms/);
  assert.equal(await p.getByRole('gridcell').first().getAttribute('aria-label'), before);
  // a fresh worker answers the next Load
  assert.equal(workers.served, 2);
  await dialog.getByRole('button', { name: 'Load' }).click();
  await p.getByText(/^Imported Sudoku, level \w+\.$/).waitFor();
  assert.equal(await cell(p, 1, 1).getAttribute('aria-label'), 'r1c1, 5');
  const problems = await t.problems();
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /no answer within 300000 ms/);
  await t.close();
});

test('a first visit to a link too slow to check: its seconds and Cancel, then a fresh game; or, at the time limit, the same', async () => {
  for (const how of ['cancel', 'limit']) {
    const t = await newPage(env, { viewport: { width: 390, height: 844 } });
    const p = t.page;
    await p.clock.install();
    await breakWorkers(p, 'game_position_solutions', 'slow');
    await p.goto(`${env.srv.url}?seed=1#${CLASSIC_ID}`);
    const busy = p.locator('#busy');
    await busy.getByText('Opening the puzzle in the link…').waitFor();
    await p.clock.fastForward(3000);
    await busy.getByText(/^[3-9] s$/).waitFor();
    if (how === 'cancel') await p.getByRole('button', { name: 'Cancel' }).click();
    else await p.clock.fastForward(181_000);
    await waitReady(p);
    assert.equal(await p.getByRole('gridcell').count(), 81);
    assert.notEqual(await cell(p, 1, 1).getAttribute('aria-label'), 'r1c1, 5', 'a new game, not the link');
    assert.match(await message(p).textContent(), how === 'cancel' ? /^The puzzle in the link was not opened: you cancelled it\./
      : /^The puzzle in the link could not be opened\. This puzzle is too large to check here: it took more than 3 minutes\./);
    await noRawFault(p);
    t.forgetProblems();
    await t.close();
  }
});

test("a slow level: its seconds and Stop, and a time limit; the next request works", async () => {
  for (const how of ['stop', 'limit']) {
    const t = await newPage(env);
    const p = t.page;
    await p.clock.install();
    await breakWorkers(p, 'game_grade', 'slow');
    await t.open('?seed=1', CLASSIC_ID);
    const level = p.getByText(/^This puzzle:/);
    await p.clock.fastForward(3000);
    await level.filter({ hasText: /^This puzzle: level being worked out… [3-9] s$/ }).waitFor();
    if (how === 'stop') {
      await p.getByRole('button', { name: 'Stop', exact: true }).click();
      await level.filter({ hasText: /^This puzzle: level not known \(stopped\)$/ }).waitFor();
    } else {
      await p.clock.fastForward(301_000);
      await level.filter({ hasText: /^This puzzle: level not known \(too large to work out here\)$/ }).waitFor();
    }
    assert.ok(!(await p.getByRole('button', { name: 'Stop', exact: true }).isVisible()));
    // the worker is free again: it makes the next game
    await p.getByRole('button', { name: 'New game' }).click();
    await p.waitForFunction(() => document.querySelector('[role=gridcell]')?.getAttribute('aria-label') !== 'r1c1, 5');
    await waitReady(p);
    assert.equal(await p.getByRole('gridcell').count(), 81);
    t.forgetProblems();
    await t.close();
  }
});
