// Jigsaw Sudoku in the page (issue 14): the Puzzle menu offers it with its sizes, a game ID in the URL opens it
// with the region outlines in place of the block borders (at 9×9 and on a phone, both themes), and New game makes
// one in the worker, up to 12×12 (graded and hinted there too). By role and accessible name.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { test, startAll, newPage, SHOTS, newGameOf, hintsPlaceSolution, solutionOf } from './helpers.mjs';
import fs from 'node:fs';
import initWasm, { solve } from '../www/pkg/deduce.js';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const ID6 = 'jigsaw:6:...4.2.6.....4.5...............15...:111122331122344442355642355646355666';
const ID9 = 'jigsaw:9:.6.......253.8....8.....1..1.5....9.3.79..2....2.....46..1...........37.........1:111233333111222233111422233444425555444465555776666588776666888777799988799999988';

/** The region borders drawn: the number of unit-long segments of the outline path. */
const segments = (page) => page.locator('.region-overlay path').getAttribute('d').then((d) => (d.match(/[vh]/g) ?? []).length);

test('a Jigsaw game ID opens with its regions outlined, on a phone and in both themes', async () => {
  for (const [colorScheme, viewport] of [['light', { width: 1280, height: 800 }], ['dark', { width: 390, height: 844 }], ['light', { width: 320, height: 640 }]]) {
    const t = await newPage(env, { colorScheme, viewport });
    await t.open('?seed=1', ID9);
    const grid = t.page.getByRole('grid', { name: 'Jigsaw 9×9' });
    await grid.waitFor();
    // Inner borders between different regions: each counted once; no block borders.
    const regions = ID9.split(':')[3];
    let inner = 0;
    for (let c = 0; c < 81; c++) {
      if (c % 9 < 8 && regions[c] !== regions[c + 1]) inner++;
      if (c < 72 && regions[c] !== regions[c + 9]) inner++;
    }
    assert.equal(await segments(t.page), inner);
    assert.equal(await t.page.locator('.block-left, .block-top').count(), 0);
    const box = await grid.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= viewport.width + 1, `the grid fits a ${viewport.width} px screen`);
    await t.page.screenshot({ path: path.join(SHOTS, `jigsaw-9x9-${colorScheme}-${viewport.width}.png`) });
    assert.deepEqual(await t.problems(), []);
    await t.close();
  }
});

test('Jigsaw is in the Puzzle menu with its sizes, and New game makes one', async () => {
  const t = await newPage(env);
  await t.open('?seed=3', ID6);
  const p = t.page;
  await p.getByRole('grid', { name: 'Jigsaw 6×6' }).waitFor();
  const next = p.getByRole('form', { name: 'Next game' });
  assert.equal(await next.getByLabel('Puzzle', { exact: true }).inputValue(), 'jigsaw');
  const sizes = await next.getByLabel('Size').locator('option').evaluateAll((os) => os.map((o) => Number(o.value)));
  assert.deepEqual(sizes, [5, 6, 7, 8, 9, 10, 12]);
  await next.getByLabel('Size').selectOption('7');
  await next.getByLabel('Level').selectOption('medium');
  const hashBefore = new URL(p.url()).hash;
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction((h) => location.hash !== h, hashBefore);
  await p.locator('#board[aria-busy="false"]').waitFor();
  await p.getByRole('grid', { name: 'Jigsaw 7×7' }).waitFor();
  assert.match(decodeURIComponent(new URL(p.url()).hash), /^#jigsaw:7:/);
  assert.ok(await segments(p) > 0);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a 12×12 Jigsaw: New game makes one in the page, graded, and its hints place the solution\'s digits', async () => {
  const t = await newPage(env);
  await t.open('?seed=2', ID6);
  const p = t.page;
  const id = await newGameOf(p, { size: 12, level: 'medium', prefix: '#jigsaw:12:' });
  await p.getByRole('grid', { name: 'Jigsaw 12×12' }).waitFor();
  assert.ok(await segments(p) > 0, 'the regions are outlined');
  assert.equal(await p.locator('#game-info').textContent(), 'Jigsaw 12×12');
  await p.getByText(/^This puzzle: Medium · hardest step: /).waitFor();
  await p.screenshot({ path: path.join(SHOTS, 'jigsaw-12x12.png') });
  await hintsPlaceSolution(p, await solutionOf(id));
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a hint that names a region shades that region\'s cells', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', ID6);
  const p = t.page;
  // The first step is a hidden single in region 6 ("5 can only go in r5c6 in region 6").
  await p.getByRole('button', { name: /^Hint/ }).first().click();
  await p.getByText(/region 6/).first().waitFor();
  await p.getByRole('button', { name: /^Hint/ }).first().click();
  const unit = p.locator('.figure-overlay [data-unit="region-6"]');
  await unit.first().waitFor({ state: 'attached' });
  assert.equal(await unit.count(), 1);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a solved Jigsaw is counted in Statistics as a Jigsaw, and the finish message says so', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', ID6);
  const p = t.page;
  await initWasm({ module_or_path: fs.readFileSync(new URL('../www/pkg/deduce_bg.wasm', import.meta.url)) });
  const solution = solve(ID6).split(':')[2]; // jigsaw:N:<cells>:<regions>
  const givens = ID6.split(':')[2];
  for (let i = 0; i < 36; i++) {
    if (givens[i] !== '.') continue;
    await p.getByRole('gridcell', { name: new RegExp(`^r${Math.floor(i / 6) + 1}c${(i % 6) + 1}\\b`) }).click();
    await p.keyboard.press(solution[i]);
  }
  const status = p.getByRole('status');
  await status.filter({ hasText: /Solved/ }).waitFor();
  assert.match(await status.textContent(), /New best for Jigsaw 6×6/);
  await p.locator('details.stats summary').click();
  const rows = await p.locator('#stats-body tr').evaluateAll((trs) => trs.map((tr) => tr.cells[0].textContent));
  assert.deepEqual(rows, ['Jigsaw 6×6']);
  // The saved game and its statistics survive a reload.
  await p.reload();
  await p.locator('details.stats summary').click();
  assert.deepEqual(await p.locator('#stats-body tr').evaluateAll((trs) => trs.map((tr) => tr.cells[0].textContent)), ['Jigsaw 6×6']);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
