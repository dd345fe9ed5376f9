// X-Sudoku in the real page: chosen from the Puzzle menu (its sizes, a new game with a sudoku-x game ID), both
// diagonals shaded on the board (light, dark, phone), a digit clashing along a diagonal marked on both cells,
// a hint whose words and picture use a diagonal, placing the solution's digit, and a 16×16 one made, graded
// and hinted in the page.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, waitReady, cell, shot, solutionOf, gridText, newGameOf, hintsPlaceSolution, CLASSIC_ID } from './helpers.mjs';

// Its first step is a hidden single in the anti-diagonal (`deduce hint`), no box, row or column having one.
const X_ID = 'sudoku-x:3x3:.6............347...2..83...76......2..6.........1...........5...1....4.....92...';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const diagonalCells = (p) => p.locator('.cell.diag-main, .cell.diag-anti');

test('choosing X-Sudoku: its sizes, a sudoku-x game, both diagonals shaded', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  assert.equal(await diagonalCells(p).count(), 0, 'a plain Sudoku has no diagonals');
  await p.getByLabel('Puzzle', { exact: true }).selectOption('sudoku-x');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => location.hash.startsWith('#sudoku-x:3x3:'));
  await waitReady(p);
  assert.equal(await p.getByRole('grid').getAttribute('aria-label'), 'X-Sudoku 9×9');
  assert.deepEqual(await p.getByLabel('Size').locator('option').allTextContents(), ['4×4', '6×6', '9×9', '12×12', '16×16']);
  // 9 cells on each diagonal, the centre on both: 17 shaded cells, drawn as a band (a gradient image).
  assert.equal(await diagonalCells(p).count(), 17);
  assert.equal(await p.locator('.cell.diag-main.diag-anti').count(), 1);
  const bg = await cell(p, 1, 1).evaluate((e) => getComputedStyle(e).backgroundImage);
  assert.match(bg, /linear-gradient/);
  assert.equal(await cell(p, 1, 2).evaluate((e) => getComputedStyle(e).backgroundImage), 'none');
  assert.match(await p.locator('#game-info').textContent(), /^X-Sudoku 9×9/);
  await shot(p, 'x-sudoku-light');
  // A 6×6 X-Sudoku comes from the same menu.
  await p.getByLabel('Size').selectOption('6');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => location.hash.startsWith('#sudoku-x:2x3:'), null, { timeout: 30_000 });
  await waitReady(p);
  assert.equal(await diagonalCells(p).count(), 12);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('the diagonals in the dark theme and on a phone', async () => {
  for (const [name, opts] of [['x-sudoku-dark', { colorScheme: 'dark' }],
    ['x-sudoku-phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 }]]) {
    const t = await newPage(env, opts);
    await t.open('?seed=1', X_ID);
    assert.equal(await diagonalCells(t.page).count(), 17);
    const box = await cell(t.page, 9, 9).boundingBox();
    assert.ok(box.x + box.width <= (opts.viewport?.width ?? 1280), 'the board fits');
    await shot(t.page, name);
    assert.deepEqual(await t.problems(), []);
    await t.close();
  }
});

test('a digit clashing along a diagonal is marked on both cells', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', X_ID);
  const p = t.page;
  // A given on the main diagonal, and an empty main-diagonal cell in another row, column and block that could
  // otherwise take its digit.
  const cells = X_ID.split(':')[2];
  const at = (r, c) => cells[(r - 1) * 9 + (c - 1)];
  let target = null;
  for (let g = 1; g <= 9 && !target; g++) {
    const d = at(g, g);
    if (d === '.') continue;
    for (let e = 1; e <= 9 && !target; e++) {
      if (at(e, e) !== '.' || Math.floor((e - 1) / 3) === Math.floor((g - 1) / 3)) continue;
      const row = [...Array(9).keys()].map((k) => at(e, k + 1));
      const col = [...Array(9).keys()].map((k) => at(k + 1, e));
      const b0 = Math.floor((e - 1) / 3) * 3;
      const block = [...Array(9).keys()].map((k) => at(b0 + Math.floor(k / 3) + 1, b0 + (k % 3) + 1));
      if (![...row, ...col, ...block].includes(d)) target = { g, e, d };
    }
  }
  assert.ok(target, 'a clash only the diagonal rule sees');
  await cell(p, target.e, target.e).click();
  await p.keyboard.press(target.d);
  assert.equal(await cell(p, target.e, target.e).getAttribute('aria-invalid'), 'true');
  assert.equal(await cell(p, target.g, target.g).getAttribute('aria-invalid'), 'true');
  await shot(p, 'x-sudoku-conflict');
  await p.keyboard.press('Backspace');
  assert.equal(await p.locator('[aria-invalid="true"]').count(), 0);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a hint works in a diagonal: its words, its picture, the solution\'s digit', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', X_ID);
  const p = t.page;
  const solution = await solutionOf(X_ID);
  const panel = p.getByRole('region', { name: 'Hint' });
  const hint = p.getByRole('button', { name: 'Hint', exact: true });
  await hint.click();
  await panel.filter({ hasText: /Press Hint again to see/ }).waitFor({ timeout: 60_000 });
  assert.match(await panel.textContent(), /diagonal/);
  await hint.click();
  await panel.filter({ hasText: /Press Hint again to (apply|erase)|press Hint again to fill/ }).waitFor();
  assert.match(await panel.textContent(), /the anti-diagonal/);
  assert.equal(await p.locator('.figure-overlay polygon[data-unit="diagonal-2"]').count(), 1);
  await shot(p, 'x-sudoku-hint');
  const before = await gridText(p);
  await hint.click();
  await p.locator('#hint-panel:not(.active)').waitFor({ state: 'attached' });
  const after = await gridText(p);
  const placed = [...after].map((v, i) => (v !== before[i] ? i : -1)).filter((i) => i >= 0);
  assert.ok(placed.length >= 1, 'the hint placed a digit');
  for (const i of placed) assert.equal(after[i], solution[i]);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a 16×16 X-Sudoku: New game makes one in the page, graded, diagonals shaded, and its hints place the solution\'s digits', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', X_ID);
  const p = t.page;
  const id = await newGameOf(p, { size: 16, level: 'master', prefix: '#sudoku-x:4x4:' });
  await p.getByRole('grid', { name: 'X-Sudoku 16×16' }).waitFor();
  // 16 cells on each diagonal, no cell on both (an even side).
  assert.equal(await diagonalCells(p).count(), 32);
  assert.equal(await p.locator('.cell.diag-main.diag-anti').count(), 0);
  assert.equal(await p.locator('#game-info').textContent(), 'X-Sudoku 16×16');
  await p.getByText(/^This puzzle: Master · hardest step: /).waitFor();
  await shot(p, 'x-sudoku-16');
  await hintsPlaceSolution(p, await solutionOf(id));
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
