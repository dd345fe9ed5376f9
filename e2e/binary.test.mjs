// Binary puzzles (0h h1 / Takuzu), by role and accessible name: choosing, playing by tap and by keys, the
// per-line counters, broken rules, hints, Check, Reveal, Undo/Redo, saving, Import, Share, switching kinds.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, shot, solutionOf, generatedId, waitReady, CLASSIC_ID, cell as sudokuCell } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

// generate('binary', 6, 'easy', '', 1):
//   . . 0 . . 0      solution 1 1 0 1 0 0
//   1 . 0 . . .               1 0 0 1 0 1
//   . . . 0 . 0               0 1 1 0 1 0
//   . . 1 . . 1               0 0 1 1 0 1
//   . . . 0 . .               1 1 0 0 1 0
//   . . . . 1 .               0 0 1 0 1 1
const P6 = 'binary:6:..0..01.0......0.0..1..1...0......1.';

const cellOf = (page, r, c) => page.getByRole('gridcell', { name: new RegExp(`^r${r}c${c}, `) });
const label = (page, r, c) => cellOf(page, r, c).getAttribute('aria-label');
const counter = (page, line, k) => page.getByRole('list', { name: line === 'row' ? /^Rows/ : /^Columns/ })
  .getByRole('listitem').nth(k - 1);
const message = (page) => page.locator('#message');

/** Puts `digit` ('0', '1' or '' to erase) in a cell by keyboard: focus selects it without cycling it. */
async function put(page, r, c, digit) {
  await cellOf(page, r, c).focus();
  await page.keyboard.press(digit === '' ? 'Backspace' : digit);
}

async function gridOf(page) {
  const labels = await page.getByRole('gridcell').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  return labels.map((l) => { const v = l.split(', ')[1]; return v === 'empty' ? '.' : v; }).join('');
}

test('choosing Binary: sizes 4–20, 4×4 only easy, keypad 0 / 1 / Erase, no notes', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  await p.getByLabel('Puzzle', { exact: true }).selectOption('binary');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => location.hash.startsWith('#binary:10:'));
  await waitReady(p);
  assert.deepEqual(await p.getByLabel('Size').locator('option').allTextContents(),
    ['4×4', '6×6', '8×8', '10×10', '12×12', '14×14', '16×16', '18×18', '20×20']);
  assert.equal(await p.getByRole('gridcell').count(), 100);
  assert.equal(await p.getByRole('grid').getAttribute('aria-label'), 'Binary 10×10');
  assert.deepEqual(await p.getByRole('group', { name: 'Keypad' }).getByRole('button').allTextContents(), ['0', '1', 'Erase']);
  assert.ok(await p.getByRole('button', { name: 'Notes' }).isHidden());
  assert.ok(await p.getByRole('button', { name: 'Fill notes' }).isHidden());
  assert.ok(await p.getByLabel('Symmetry').isHidden());
  // 4×4 grids are all easy: the other levels cannot be chosen
  await p.getByLabel('Level').selectOption('hard');
  await p.getByLabel('Size').selectOption('4');
  assert.equal(await p.getByLabel('Level').inputValue(), 'easy');
  const disabled = await p.getByLabel('Level').locator('option').evaluateAll((os) => os.filter((o) => o.disabled).map((o) => o.value));
  assert.deepEqual(disabled, ['medium', 'hard', 'expert', 'master']);
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 16);
  await waitReady(p);
  assert.match(p.url(), /#binary:4:[.01]{16}$/);
  assert.equal(await p.locator('#game-info').textContent(), 'Binary 4×4');
  assert.match(await p.getByText(/^This puzzle:/).textContent(), /^This puzzle: Easy · hardest step: \S/);
  assert.equal(await message(p).textContent(), '');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('tap cycles empty → 0 → 1 → empty; keys 0, 1, Backspace, Delete; keypad; Undo/Redo', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', P6);
  const p = t.page;
  const c11 = cellOf(p, 1, 1);
  await c11.click();
  assert.equal(await label(p, 1, 1), 'r1c1, 0');
  await c11.click();
  assert.equal(await label(p, 1, 1), 'r1c1, 1');
  await c11.click();
  assert.equal(await label(p, 1, 1), 'r1c1, empty');
  // a given does not cycle
  await cellOf(p, 1, 3).click();
  assert.equal(await label(p, 1, 3), 'r1c3, 0');
  assert.equal(await cellOf(p, 1, 3).getAttribute('aria-readonly'), 'true');
  // keys
  await put(p, 1, 1, '1');
  assert.equal(await label(p, 1, 1), 'r1c1, 1');
  await p.keyboard.press('0');
  assert.equal(await label(p, 1, 1), 'r1c1, 0');
  await p.keyboard.press('Backspace');
  assert.equal(await label(p, 1, 1), 'r1c1, empty');
  await p.keyboard.press('1');
  await p.keyboard.press('Delete');
  assert.equal(await label(p, 1, 1), 'r1c1, empty');
  // keypad buttons
  const keypad = p.getByRole('group', { name: 'Keypad' });
  await cellOf(p, 1, 2).focus();
  await keypad.getByRole('button', { name: '1', exact: true }).click();
  assert.equal(await label(p, 1, 2), 'r1c2, 1');
  await keypad.getByRole('button', { name: 'Erase' }).click();
  assert.equal(await label(p, 1, 2), 'r1c2, empty');
  await keypad.getByRole('button', { name: '0', exact: true }).click();
  assert.equal(await label(p, 1, 2), 'r1c2, 0');
  // undo / redo, by button and keyboard
  await p.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await label(p, 1, 2), 'r1c2, empty');
  await p.getByRole('button', { name: 'Redo' }).click();
  assert.equal(await label(p, 1, 2), 'r1c2, 0');
  await p.keyboard.press('Control+z');
  assert.equal(await label(p, 1, 2), 'r1c2, empty');
  await p.keyboard.press('Control+y');
  assert.equal(await label(p, 1, 2), 'r1c2, 0');
  // the value is shown as a glyph and a colour
  const look = await cellOf(p, 1, 2).evaluate((el) => ({ text: el.textContent, color: getComputedStyle(el).color }));
  const look1 = await cellOf(p, 2, 1).evaluate((el) => ({ text: el.textContent, color: getComputedStyle(el.querySelector('.val')).color }));
  assert.equal(look.text, '0');
  assert.equal(look1.text, '1');
  assert.notEqual(look.color, look1.color);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('each row and column says how many 0s and 1s it still needs', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', P6);
  const p = t.page;
  assert.equal(await counter(p, 'row', 1).getAttribute('aria-label'), 'row 1: needs 1 zero, 3 ones');
  assert.equal(await counter(p, 'row', 2).getAttribute('aria-label'), 'row 2: needs 2 zeros, 2 ones');
  assert.equal(await counter(p, 'column', 3).getAttribute('aria-label'), 'column 3: needs 1 zero, 2 ones');
  assert.equal(await p.getByRole('listitem', { name: 'column 6: needs 1 zero, 2 ones' }).count(), 1);
  await put(p, 1, 1, '1');
  assert.equal(await counter(p, 'row', 1).getAttribute('aria-label'), 'row 1: needs 1 zero, 2 ones');
  assert.equal(await counter(p, 'column', 1).getAttribute('aria-label'), 'column 1: needs 3 zeros, 1 one');
  await put(p, 1, 2, '1');
  await put(p, 1, 4, '1');
  assert.equal(await counter(p, 'row', 1).getAttribute('aria-label'), 'row 1: needs 1 zero, 0 ones');
  // the visible numbers: zeros first, then ones
  assert.equal(await counter(p, 'row', 1).textContent(), '10');
  assert.equal(await p.getByRole('list', { name: /^Rows/ }).getByRole('listitem').count(), 6);
  assert.equal(await p.getByRole('list', { name: /^Columns/ }).getByRole('listitem').count(), 6);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('broken rules are marked: the three cells of a triple, an over-full line', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', P6);
  const p = t.page;
  const invalid = () => p.locator('[role=gridcell][aria-invalid=true]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label').split(',')[0]));
  // triple: r2c3 is a given 0; two more 0s beside it
  await put(p, 2, 4, '0');
  await put(p, 2, 5, '0');
  assert.deepEqual(await invalid(), ['r2c3', 'r2c4', 'r2c5']);
  assert.equal(await counter(p, 'row', 2).getAttribute('aria-label'), 'row 2: needs 0 zeros, 2 ones'); // not over-full
  await shot(p, 'binary-triple-desktop');
  await put(p, 2, 4, '');
  await put(p, 2, 5, '');
  assert.deepEqual(await invalid(), []);
  // over-full: row 1 gets a fourth 0 (and no triple)
  await put(p, 1, 1, '0');
  await put(p, 1, 4, '0');
  const row1 = counter(p, 'row', 1);
  assert.equal(await row1.getAttribute('aria-label'), 'row 1: 1 zero too many, needs 3 ones, breaks a rule');
  assert.match(await row1.getAttribute('class'), /\bbad\b/);
  assert.deepEqual(await invalid(), ['r1c1', 'r1c3', 'r1c4', 'r1c6']);
  assert.match(await cellOf(p, 1, 2).getAttribute('aria-description'), /in a line that breaks a rule/);
  await put(p, 1, 1, '');
  await put(p, 1, 4, '');
  assert.doesNotMatch(await row1.getAttribute('class'), /\bbad\b/);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('two equal rows are both marked', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', P6);
  const p = t.page;
  // rows 1 and 5 both become 1 1 0 0 1 0 (it fits row 1's givens 0 at c3, c6 and row 5's 0 at c4)
  const line = '110010';
  for (const r of [1, 5]) {
    for (let c = 1; c <= 6; c++) if ((await label(p, r, c)).endsWith('empty')) await put(p, r, c, line[c - 1]);
  }
  const g = await gridOf(p);
  assert.equal(g.slice(0, 6), line);
  assert.equal(g.slice(24, 30), line);
  for (const r of [1, 5]) {
    assert.equal(await counter(p, 'row', r).getAttribute('aria-label'), `row ${r}: needs 0 zeros, 0 ones, breaks a rule`);
    for (let c = 1; c <= 6; c++) assert.equal(await cellOf(p, r, c).getAttribute('aria-invalid'), 'true', `r${r}c${c}`);
  }
  assert.equal(await counter(p, 'row', 2).getAttribute('aria-label'), 'row 2: needs 2 zeros, 2 ones');
  await shot(p, 'binary-equal-rows-desktop');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Hint in three tiers on a binary puzzle; a wrong entry is named first', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', P6);
  const p = t.page;
  const panel = p.getByRole('region', { name: 'Hint' });
  const before = await gridOf(p);
  await p.getByRole('button', { name: 'Hint' }).click();
  await panel.filter({ hasText: 'Press Hint again to see the reasoning' }).waitFor();
  const tier1 = await panel.textContent();
  assert.match(tier1, /Look for .* in (row|column) \d/);
  assert.ok((await p.locator('.cell.hint-unit').count()) >= 6, 'the line to look at is highlighted');
  await p.keyboard.press('h');
  await panel.filter({ hasText: 'Press Hint again to apply this step' }).waitFor();
  assert.ok((await p.locator('.cell.hint-evidence').count()) >= 1, 'evidence cells highlighted');
  assert.ok((await p.getByRole('gridcell', { description: /hint evidence/ }).count()) >= 1);
  await p.getByRole('button', { name: 'Hint' }).click();
  const after = await gridOf(p);
  assert.equal([...after].filter((ch, i) => ch !== before[i]).length, 1, 'one cell filled by the hint');
  // a wrong entry (r1c1 should be 1): the hint names it
  await put(p, 1, 1, '0');
  await p.getByRole('button', { name: 'Hint' }).click();
  await panel.filter({ hasText: 'Mistake' }).waitFor();
  assert.doesNotMatch(await panel.textContent(), /r1c1/, 'tier 1 says only that an entry is wrong');
  await p.getByRole('button', { name: 'Hint' }).click();
  await panel.filter({ hasText: /r1c1/ }).waitFor();
  await p.getByRole('button', { name: 'Hint' }).click(); // tier 3 erases it
  assert.equal(await cellOf(p, 1, 1).getAttribute('aria-label'), 'r1c1, empty');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Check marks wrong entries, Reveal fills one cell, Reveal all finishes; the timer runs', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', P6);
  const p = t.page;
  assert.match(await p.getByRole('timer').textContent(), /^\d+:\d\d$/);
  await put(p, 1, 1, '0'); // wrong: the solution has 1
  await put(p, 1, 2, '1'); // right
  await p.getByRole('button', { name: 'Check' }).click();
  await message(p).filter({ hasText: '1 wrong entry is marked.' }).waitFor();
  assert.match(await cellOf(p, 1, 1).getAttribute('aria-description'), /wrong/);
  assert.doesNotMatch((await cellOf(p, 1, 2).getAttribute('aria-description')) ?? '', /wrong/);
  await cellOf(p, 1, 1).focus();
  await p.getByRole('button', { name: 'Reveal', exact: true }).click();
  assert.equal(await label(p, 1, 1), 'r1c1, 1');
  await p.getByRole('button', { name: 'Reveal all' }).click();
  await p.getByRole('alertdialog').getByRole('button', { name: 'Reveal the solution' }).click();
  const status = p.getByRole('status');
  await status.filter({ hasText: /Solution revealed/ }).waitFor();
  assert.match(await status.textContent(), /Solution revealed: not counted in Statistics\. Time \d+:\d\d, help used: 1 check, 2 reveals\./);
  assert.equal(await gridOf(p), await solutionOf(P6));
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('every move is saved: a reload keeps the binary game, its hash and its level', async () => {
  const t = await newPage(env);
  await t.open('?seed=1');
  const p = t.page;
  await p.getByLabel('Puzzle', { exact: true }).selectOption('binary');
  await p.getByLabel('Size').selectOption('6');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 36);
  await waitReady(p);
  const id = decodeURIComponent(new URL(p.url()).hash.slice(1));
  assert.match(id, /^binary:6:[.01]{36}$/);
  const empty = (await p.getByRole('gridcell', { name: /, empty$/ }).first().getAttribute('aria-label')).split(',')[0];
  const [r, c] = empty.slice(1).split('c').map(Number);
  await cellOf(p, r, c).click();
  await cellOf(p, r, c).click();
  assert.equal(await label(p, r, c), `${empty}, 1`);
  const info = await p.locator('#game-info').textContent();
  const level = await p.getByText(/^This puzzle:/).textContent();
  assert.match(level, /^This puzzle: \w+ · hardest step: \S/);
  // reload with the hash, then without it: the same game and entry both times
  await p.reload();
  await waitReady(p);
  assert.equal(await label(p, r, c), `${empty}, 1`);
  await t.open('?seed=9');
  assert.equal(decodeURIComponent(new URL(p.url()).hash.slice(1)), id);
  assert.equal(await label(p, r, c), `${empty}, 1`);
  assert.equal(await p.locator('#game-info').textContent(), info);
  assert.equal(await p.getByText(/^This puzzle:/).textContent(), level); // from the save, not graded again
  assert.ok(await p.getByRole('button', { name: 'Undo' }).isEnabled());
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Sudoku ↔ Binary: New game makes the other kind, and Continue brings each saved game back', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  await sudokuCell(p, 1, 3).click();
  await p.keyboard.press('4');
  const kind = p.getByLabel('Puzzle', { exact: true });
  await kind.selectOption('binary');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => location.hash.startsWith('#binary:'));
  await waitReady(p);
  const binId = decodeURIComponent(new URL(p.url()).hash.slice(1));
  const empty = (await p.getByRole('gridcell', { name: /, empty$/ }).first().getAttribute('aria-label')).split(',')[0];
  const [r, c] = empty.slice(1).split('c').map(Number);
  await cellOf(p, r, c).click();
  assert.equal(await label(p, r, c), `${empty}, 0`);
  const resume = async (name) => {
    await p.getByRole('button', { name: 'Continue', exact: true }).click();
    const d = p.getByRole('dialog', { name: 'Continue a game' });
    await d.getByRole('button', { name }).click();
    await d.waitFor({ state: 'hidden' });
  };
  // back to Sudoku: the classic with its 4
  await resume(/^Continue Sudoku 9×9\b/);
  await p.waitForFunction((id) => decodeURIComponent(location.hash) === `#${id}`, CLASSIC_ID);
  await waitReady(p);
  assert.equal(await sudokuCell(p, 1, 3).getAttribute('aria-label'), 'r1c3, 4');
  assert.equal(await p.getByLabel('Size').inputValue(), '9');
  // and Binary again: the same binary game with its 0
  await resume(/^Continue Binary 10×10\b/);
  await p.waitForFunction((id) => decodeURIComponent(location.hash) === `#${id}`, binId);
  await waitReady(p);
  assert.equal(await label(p, r, c), `${empty}, 0`);
  assert.equal(await p.getByLabel('Size').inputValue(), '10');
  // a reload comes back to the kind played last
  await t.open('?seed=1');
  assert.equal(decodeURIComponent(new URL(p.url()).hash.slice(1)), binId);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Import reads a binary game ID or a bare 0/1/. line; Share copies a #binary link', async () => {
  const t = await newPage(env, { permissions: ['clipboard-read', 'clipboard-write'] });
  await t.open('?seed=1', P6);
  const p = t.page;
  const dialog = p.getByRole('dialog', { name: 'Import a puzzle' });
  const importLine = async (text) => {
    await p.getByRole('button', { name: 'Import' }).click();
    await dialog.getByLabel('Game ID or puzzle line').fill(text);
    await dialog.getByRole('button', { name: 'Load' }).click();
  };
  // several solutions: refused, the game stays
  await importLine('0.1.............');
  await dialog.getByRole('alert').filter({ hasText: 'more than one solution' }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  assert.equal(decodeURIComponent(new URL(p.url()).hash.slice(1)), P6);
  // a bare line, read as binary because Puzzle is Binary
  await importLine('..0.1......1..01');
  await message(p).filter({ hasText: 'Imported binary puzzle, level easy.' }).waitFor();
  assert.ok(await dialog.isHidden());
  assert.equal(await p.getByRole('gridcell').count(), 16);
  assert.equal(decodeURIComponent(new URL(p.url()).hash.slice(1)), 'binary:4:..0.1......1..01');
  // a game ID
  await importLine(P6);
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 36);
  assert.match(await message(p).textContent(), /^Imported binary puzzle, level easy\.$/);
  await p.getByRole('button', { name: 'Share' }).click();
  await message(p).filter({ hasText: 'Link copied' }).waitFor();
  const copied = await p.evaluate(() => navigator.clipboard.readText());
  assert.equal(decodeURIComponent(new URL(copied).hash), `#${P6}`);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a whole generated 6×6 binary puzzle played by taps reaches the solved status', async () => {
  const t = await newPage(env);
  await t.open('?seed=11');
  const p = t.page;
  await p.getByLabel('Puzzle', { exact: true }).selectOption('binary');
  await p.getByLabel('Size').selectOption('6');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 36);
  await waitReady(p);
  const id = decodeURIComponent(new URL(p.url()).hash.slice(1));
  // the page's ?seed=11 sequence: 11 made the first Sudoku, 12 this one (choosing Puzzle makes none)
  assert.equal(id, await generatedId('binary', 6, 'easy', 12));
  const solution = await solutionOf(id);
  const start = await gridOf(p);
  for (let i = 0; i < 36; i++) {
    if (start[i] !== '.') continue;
    const el = cellOf(p, Math.floor(i / 6) + 1, (i % 6) + 1);
    await el.click();                              // empty -> 0
    if (solution[i] === '1') await el.click();    // 0 -> 1
  }
  assert.equal(await gridOf(p), solution);
  const status = p.getByRole('status');
  await status.filter({ hasText: /Solved/ }).waitFor();
  // the first solve of this kind, size and level in a fresh browser: a best time, counted once
  assert.match(await status.textContent(), /^Solved! Time \d+:\d\d, no help used\. New best for binary 6×6(, \w+)? \(1 solved\)\.$/);
  for (let k = 1; k <= 6; k++) {
    assert.equal(await counter(p, 'row', k).getAttribute('aria-label'), `row ${k}: needs 0 zeros, 0 ones`);
  }
  assert.ok(await p.getByRole('button', { name: 'Hint' }).isDisabled());
  await shot(p, 'binary-solved-desktop');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
