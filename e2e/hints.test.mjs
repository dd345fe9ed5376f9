// Hints that never stall, in the real page: pressing Hint again and again (tier 1, tier 2, tier 3) solves a master
// 9×9, a 16×16 (hints from the worker) and a binary 14×14 master, with and without notes; every digit a hint
// places is the solution's, the reasoning is never the same twice in a row, and the board changes every third
// press. Also: the repro (a pointing pair that applied to nothing), the mistake hint (tier 1 names no
// cell, tier 3 erases it), and placements by hint or reveal clearing notes as typed digits do.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, gridText, solutionOf, generatedId, cell, CLASSIC_ID, hintByKeys, BIG } from './helpers.mjs';

const REPRO = 'sudoku:3x3:4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const panelOf = (p) => p.getByRole('region', { name: 'Hint' });
const hintButton = (p) => p.getByRole('button', { name: 'Hint', exact: true });
/** Cells and notes as the page tells them (accessible names and descriptions). */
const boardState = (p) => p.getByRole('gridcell').evaluateAll((els) => els.map((e) => `${e.getAttribute('aria-label')}|${e.getAttribute('aria-description') ?? ''}`).join(';'));

/**
 * One hint, all three presses (by the Hint shortcut: helpers.mjs hintByKeys). Returns the tier-1 and tier-2 texts.
 * Asserts the tier-1 text reads as a pointer (never "Try a …", never "a xy-…") and that the third press changed
 * the board.
 */
async function oneHint(p, timeout = 120_000) {
  let before = '';
  const { tier1, tier2 } = await hintByKeys(p, { timeout, atTier2: async () => { before = await boardState(p); } });
  assert.doesNotMatch(tier1, /\bTry a\b/, tier1);
  assert.doesNotMatch(tier1, /\ba [aeio]|\ba (xy|xyz|als|aic|x-)/i, tier1);
  assert.notEqual(await boardState(p), before, `the third press changed nothing: ${tier2}`);
  return { tier1, tier2 };
}

/**
 * Presses Hint until the puzzle is solved (at most `maxHints` hints; with `stopAfter`, only that many hints) and
 * checks every entry against `solution`.
 */
async function hintUntilSolved(p, solution, { maxHints, timeout, stopAfter = Infinity } = {}) {
  let last = '';
  let hints = 0;
  for (;;) {
    if (await p.getByRole('status').filter({ hasText: 'Solved!' }).count()) break;
    if (hints >= stopAfter) return hints;
    assert.ok(hints < maxHints, `not solved after ${maxHints} hints`);
    const { tier2 } = await oneHint(p, timeout);
    assert.notEqual(tier2, last, 'the same reasoning twice in a row');
    last = tier2;
    hints++;
    const grid = await gridText(p);
    const n = Math.sqrt(grid.length);
    for (let i = 0; i < grid.length; i++) assert.ok(grid[i] === '.' || grid[i] === solution[i], `r${Math.floor(i / n) + 1}c${(i % n) + 1} holds ${grid[i]}: ${tier2}`);
  }
  assert.equal(await gridText(p), solution);
  assert.ok(await hintButton(p).isDisabled(), 'nothing left to hint');
  return hints;
}

test('the repro: without notes, each hint ends in a placement (or works on filled-in notes); none applies to nothing', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', REPRO);
  const p = t.page;
  const solution = await solutionOf(REPRO);
  const seen = new Set();
  let multi = 0;
  let placed = 0;
  for (let i = 0; i < 12; i++) {
    const before = await gridText(p);
    const { tier1, tier2 } = await oneHint(p);
    assert.ok(!seen.has(tier2), `shown twice: ${tier2}`);
    seen.add(tier2);
    const after = await gridText(p);
    const changed = [...after].map((ch, k) => (ch !== before[k] ? k : -1)).filter((k) => k >= 0);
    if (/fill in the notes of the cells involved/.test(tier2)) {
      // no placement within a few steps: the step went onto notes filled in for its cells
      assert.equal(changed.length, 0);
      assert.ok(await p.getByRole('gridcell', { description: /notes/ }).count() > 0, 'notes filled in');
      break;
    }
    assert.equal(changed.length, 1, `one digit placed: ${tier2}`);
    assert.equal(after[changed[0]], solution[changed[0]]);
    placed++;
    if (/, then /.test(tier1)) multi++;
  }
  assert.ok(placed >= 3, `${placed} digits placed`);
  assert.ok(multi >= 1, 'some hint needs a step before its placement, and says so at tier 1');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a proof of several steps is shown as a numbered list at tier 2', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', REPRO);
  const p = t.page;
  await oneHint(p); // the first hint is a hidden single
  await hintButton(p).click();
  const panel = panelOf(p);
  await panel.filter({ hasText: /Press Hint again to see/ }).waitFor();
  assert.match(await panel.textContent(), /Look for a locked triple in block 7 and row 7, then a naked single in block 8\./);
  await hintButton(p).click();
  const items = panel.getByRole('listitem');
  await items.first().waitFor();
  assert.equal(await items.count(), 2);
  // each step: the engine's title over its reasoning, neither cut nor re-worded
  assert.equal(await items.nth(1).locator('.hint-step-title').textContent(), 'Naked single');
  assert.match(await items.nth(1).innerText(), /^Naked single\n\d is the only candidate left in r\dc\d$/);
  assert.match(await items.nth(0).innerText(), /^Locked triple\nr7c1, r7c2, r7c3 lie in both block 7 and row 7/);
  // applying it keeps what the locked triple ruled out (no notes here): the panel says so
  assert.match(await panel.textContent(), /what the steps before it ruled out is kept for the next hints/);
  await hintButton(p).click();
  await p.waitForFunction(() => Object.values(localStorage).some((v) => /shown \d+\.\d+/.test(v)), null, { timeout: 10_000 });
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a wrong entry: tier 1 says only that one is wrong, tier 2 which and why, tier 3 erases it', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', REPRO);
  const p = t.page;
  const solution = await solutionOf(REPRO);
  const wrong = solution[1] === '9' ? '8' : '9';
  await cell(p, 1, 2).click();
  await p.keyboard.press(wrong);
  const panel = panelOf(p);
  await hintButton(p).click();
  await panel.filter({ hasText: 'One of your entries is wrong' }).waitFor();
  assert.doesNotMatch(await panel.textContent(), /r1c2/);
  assert.equal(await p.locator('.cell.hint-evidence').count(), 0, 'no cell shown at tier 1');
  await hintButton(p).click();
  await panel.filter({ hasText: 'Press Hint again to erase it' }).waitFor();
  assert.match(await panel.textContent(), new RegExp(`${wrong} in r1c2 is wrong`));
  assert.doesNotMatch(await panel.textContent(), new RegExp(`must be ${solution[1]}`));
  await hintButton(p).click();
  assert.equal(await cell(p, 1, 2).getAttribute('aria-label'), 'r1c2, empty');
  // the next hint moves on
  const { tier1 } = await oneHint(p);
  assert.doesNotMatch(tier1, /wrong/);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('with notes: a hint placing a digit, and a reveal, clear that digit from the peers\' notes', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', REPRO);
  const p = t.page;
  await p.getByRole('button', { name: 'Fill notes' }).click();
  const noteHas = async (r, c, d) => new RegExp(`notes [^,]*\\b${d}\\b`).test((await cell(p, r, c).getAttribute('aria-description')) ?? '');
  // reveal r1c2: no cell in its row keeps that digit as a note
  await cell(p, 1, 2).click();
  await p.getByRole('button', { name: 'Reveal', exact: true }).click();
  const d = (await cell(p, 1, 2).getAttribute('aria-label')).split(', ')[1];
  for (let c = 3; c <= 9; c++) assert.ok(!(await noteHas(1, c, d)), `r1c${c} still notes ${d}`);
  // hints on notes until a placement: then no peer keeps the placed digit
  const filled = async () => (await p.getByRole('gridcell').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))))
    .filter((l) => !l.endsWith(', empty')).length;
  const before = await filled();
  for (let i = 0; i < 6; i++) await oneHint(p);
  assert.ok(await filled() > before, 'the hints placed a digit');
  const desc = await p.getByRole('gridcell').evaluateAll((els) => els.map((e) => [e.getAttribute('aria-label'), e.getAttribute('aria-description') ?? '']));
  const n = 9;
  const val = (k) => desc[k][0].split(', ')[1];
  for (let k = 0; k < 81; k++) {
    const m = /notes ([^,]*)/.exec(desc[k][1]);
    if (!m) continue;
    const notes = m[1].split(' ');
    for (let j = 0; j < 81; j++) {
      const peer = j !== k && (Math.floor(j / n) === Math.floor(k / n) || j % n === k % n
        || (Math.floor(j / 27) === Math.floor(k / 27) && Math.floor((j % 9) / 3) === Math.floor((k % 9) / 3)));
      if (peer && val(j) !== 'empty') assert.ok(!notes.includes(val(j)), `${desc[k][0]} notes ${val(j)}, placed in ${desc[j][0]}`);
    }
  }
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a master 9×9: pressing Hint again and again solves it, without notes and with notes', async () => {
  const id = await generatedId('sudoku', 9, 'master', 1);
  const solution = await solutionOf(id);
  for (const notes of [false, true]) {
    const t = await newPage(env);
    await t.open('?seed=1', id);
    const p = t.page;
    if (notes) await p.getByRole('button', { name: 'Fill notes' }).click();
    await hintUntilSolved(p, solution, { maxHints: 3 * 81 });
    assert.deepEqual(await t.problems(), []);
    await t.close();
  }
});

// Solving a 16×16 by hints alone takes hundreds of presses (minutes in a browser): the page is checked for 40
// hints each way; tests/hints.rs presses on until solved, natively.
test('a 16×16 (hints from the worker): every hint moves on and is right, without notes and with notes', async () => {
  const id = BIG['16'];
  const solution = await solutionOf(id);
  for (const notes of [false, true]) {
    const t = await newPage(env);
    await t.open('?seed=1', id);
    const p = t.page;
    if (notes) await p.getByRole('button', { name: 'Fill notes' }).click();
    const filled = (await gridText(p)).replace(/\./g, '').length;
    assert.equal(await hintUntilSolved(p, solution, { maxHints: 3 * 256, stopAfter: 40 }), 40);
    const now = (await gridText(p)).replace(/\./g, '').length;
    // without notes most hints place a digit (some work on notes: no placement within a few steps)
    if (!notes) assert.ok(now - filled >= 10, `${now - filled} digits placed by 40 hints without notes`);
    assert.deepEqual(await t.problems(), []);
    await t.close();
  }
});

test('a binary 14×14 master: pressing Hint again and again solves it, a wrong entry included', async () => {
  const id = await generatedId('binary', 14, 'master', 1);
  const solution = await solutionOf(id);
  const t = await newPage(env);
  await t.open('?seed=1', id);
  const p = t.page;
  // a wrong entry first: the hint erases it, then goes on
  const grid = await gridText(p);
  const k = grid.indexOf('.');
  const cellK = p.getByRole('gridcell').nth(k);
  await cellK.click();
  if (solution[k] === '0') await cellK.click(); // empty -> 0 -> 1
  assert.notEqual((await cellK.getAttribute('aria-label')).split(', ')[1], solution[k]);
  await hintUntilSolved(p, solution, { maxHints: 3 * 196 });
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Hint pressed faster than the worker answers: every press counts, one tier or step each, none shown twice', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  const panel = panelOf(p);
  const solution = await solutionOf(CLASSIC_ID);
  const filled = async () => [...(await gridText(p))].filter((c) => c !== '.').length;
  const start = await filled();
  // presses within one task: all of them arrive while the worker is still looking for the hint
  const press = (k) => hintButton(p).evaluate((b, n) => { for (let i = 0; i < n; i++) b.click(); }, k);
  await press(2); // tier 1, then tier 2
  await panel.filter({ hasText: /Press Hint again to apply/ }).waitFor();
  assert.equal(await filled(), start);
  await press(2); // apply, then ask for the next hint: its tier 1
  await panel.filter({ hasText: /Press Hint again to see/ }).waitFor();
  assert.equal(await filled(), start + 1);
  await press(5); // tier 2, apply; the next hint's tier 1, tier 2, apply
  await p.waitForFunction((n) => [...document.querySelectorAll('[role=gridcell]')]
    .filter((e) => !/, empty$/.test(e.getAttribute('aria-label'))).length === n, start + 3);
  await p.locator('#hint-panel:not(.active)').waitFor({ state: 'attached' });
  assert.equal(await filled(), start + 3, 'three steps placed, each once');
  const grid = await gridText(p);
  for (let i = 0; i < grid.length; i++) if (grid[i] !== '.') assert.equal(grid[i], solution[i], `cell ${i} is the solution's`);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('All steps here (issue 30): every step in the position by technique, the first the hint\'s; one chosen is drawn as a tier-2 hint; none over a mistake', async () => {
  const t = await newPage(env, { viewport: { width: 390, height: 844 } });
  const p = t.page;
  const id = 'sudoku:3x3:4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
  await t.open('?seed=1', id);
  const all = p.getByRole('button', { name: 'All steps here' });
  assert.equal(await all.isVisible(), false, 'offered with a hint');
  await p.keyboard.press('?');
  await p.getByRole('region', { name: 'Hint' }).filter({ hasText: 'Press Hint again to see' }).waitFor();
  const hintTitle = await p.locator('#hint-title').textContent();
  await all.click();
  const d = p.getByRole('dialog', { name: 'All steps here' });
  const items = d.getByRole('listitem');
  await items.first().waitFor({ timeout: 60_000 });
  // `deduce steps --all` lists 189 steps of 16 techniques here (tests/cli.rs), the hint's first (88 ALS chains with
  // every ALS-XZ, HoDoKu's ALS-XY-wings and ALS-XY-chains and continuous loops, 35 death blossoms, 21 grouped AICs…)
  assert.match(await d.getByRole('status').textContent(), /^189 steps of 16 techniques, easiest first/);
  assert.equal(await items.count(), 189);
  assert.equal(await items.first().locator('.steps-title').textContent(), hintTitle);
  await d.getByLabel('Technique').selectOption({ label: 'Locked candidates (pointing) (4)' });
  assert.equal(await items.count(), 4);
  const why = await items.nth(1).locator('.steps-why').textContent();
  assert.equal(why, 'In block 4, 9 can only go in column 3, so remove 9 from r1c3, r2c3, r3c3');
  await items.nth(1).getByRole('button').click();
  await d.waitFor({ state: 'hidden' });
  // drawn on the board as a tier-2 hint: its title, its reasoning, its picture
  assert.equal(await p.locator('#hint-title').textContent(), 'Locked candidates (pointing)');
  assert.equal(await p.locator('#hint-text').textContent(), why);
  assert.ok(await p.locator('.figure-overlay [data-unit="block-4"]').count() > 0, 'block 4 drawn');
  // a wrong entry: the hint is the mistake, and there is no list of steps over it
  await cell(p, 1, 2).click();
  await p.keyboard.press('4');
  await p.keyboard.press('?');
  await p.getByRole('region', { name: 'Hint' }).filter({ hasText: /Press Hint again to see which entry/ }).waitFor({ timeout: 60_000 });
  assert.equal(await all.isVisible(), false);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
