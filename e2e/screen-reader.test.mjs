// Play by screen reader (issue 29): whole games by keyboard alone, reading only what a screen reader reads: the
// grid's accessible names, the polite live region that says each move's effect, a row read aloud (Alt+R), and the
// status that says the puzzle is solved. And high contrast: forced colours keep the grid's states visible.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, solutionOf, generatedId, CLASSIC_ID } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

/** What the live region says now (read as a screen reader would: its accessible text). */
const heard = (p) => p.locator('#announce').evaluate((e) => e.textContent.trim());

/**
 * Plays the game on the page to the end from the keyboard: Tab into the grid, then row by row, Alt+R reads the
 * row aloud, its empty cells are found in what was heard, the arrows go there and the digit is typed; each move
 * is heard back. `solution`: the digits, as a player who solved it on paper would know them.
 */
async function playByEar(p, n, solution) {
  await p.keyboard.press('Tab');
  while (!(await p.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell'))) await p.keyboard.press('Tab');
  const here = async () => /^r(\d+)c(\d+)/.exec(await p.evaluate(() => document.activeElement.getAttribute('aria-label'))).slice(1).map(Number);
  for (let r = 1; r <= n; r++) {
    // to column 1 of row r
    let [cr, cc] = await here();
    while (cr !== r) { await p.keyboard.press(cr < r ? 'ArrowDown' : 'ArrowUp'); [cr, cc] = await here(); }
    while (cc !== 1) { await p.keyboard.press('ArrowLeft'); [cr, cc] = await here(); }
    await p.keyboard.press('Alt+r');
    const row = await heard(p);
    assert.match(row, new RegExp(`^row ${r}: `));
    const values = row.replace(/^row \d+: /, '').replace(/\.\s*$/, '').split(', ');
    assert.equal(values.length, n, row);
    for (let c = 1; c <= n; c++) {
      if (values[c - 1] !== 'empty') continue;
      while (cc < c) { await p.keyboard.press('ArrowRight'); [cr, cc] = await here(); }
      const digit = solution[(r - 1) * n + (c - 1)];
      await p.keyboard.press(digit);
      assert.match(await heard(p), new RegExp(`^r${r}c${c}, ${digit}[,.]`), `the move is heard back at r${r}c${c}`);
    }
  }
  await p.getByRole('status').filter({ hasText: /Solved/ }).waitFor();
}

test('screen reader: a 4×4 game played to the end by keyboard, hearing each move and each row read aloud', async () => {
  const id = await generatedId('sudoku', 4, 'easy', 3);
  const t = await newPage(env);
  await t.open('?seed=1', id);
  await playByEar(t.page, 4, await solutionOf(id));
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('screen reader: a 9×9 game played to the end by keyboard alone', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  await playByEar(t.page, 9, await solutionOf(CLASSIC_ID));
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('screen reader: a clash says where the digit already is; notes cleared by an entry are counted; Undo is heard', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const cell = (r, c) => p.getByRole('gridcell', { name: new RegExp(`^r${r}c${c},`) });
  // row 1 is 53..7....: a 5 in r1c3 clashes with the given in r1c1
  await cell(1, 3).click();
  await p.keyboard.press('5');
  assert.equal(await heard(p), 'r1c3, 5. 5 is already in row 1, at r1c1.');
  await p.keyboard.press('Backspace');
  assert.equal(await heard(p), 'r1c3 cleared.');
  // notes of 4 in r1c4, r1c6 and r1c7, then a 4 entered in r1c8: the three notes go
  for (const c of [4, 6, 7]) { await cell(1, c).click(); await p.keyboard.press('Control+4'); }
  assert.equal(await heard(p), 'r1c7, notes 4 added.');
  await cell(1, 8).click();
  await p.keyboard.press('4');
  assert.equal(await heard(p), 'r1c8, 4, clears 4 from 3 notes.');
  await p.keyboard.press('Control+z');
  assert.equal(await heard(p), 'Undone: r1c8 cleared, r1c4, notes 4 added, r1c6, notes 4 added, r1c7, notes 4 added.');
  // the cell's own description lists its notes and what it is
  assert.equal(await cell(1, 4).getAttribute('aria-description'), 'notes 4');
  assert.equal(await cell(1, 1).getAttribute('aria-description'), 'given');
  // corner marks and colours are said too, and what the accessibility tree reads of the row
  await p.keyboard.press('Shift+2');
  assert.equal(await heard(p), 'r1c8, corner mark 2 added.');
  await p.getByRole('button', { name: 'Colour', exact: true }).click();
  await p.keyboard.press('Shift+ArrowRight');
  await p.keyboard.press('1');
  assert.equal(await heard(p), 'colour 1 (orange) added in 2 cells.');
  await p.getByRole('button', { name: 'Colour', exact: true }).click();
  await p.keyboard.press('Escape');
  await p.keyboard.press('ArrowLeft');
  assert.match(await p.getByRole('row').first().ariaSnapshot(),
    /- gridcell "r1c7, empty"\n\s*- gridcell "r1c8, empty" \[selected\]\n\s*- gridcell "r1c9, empty"/);
  // the column and the block are read too
  await p.keyboard.press('Alt+c');
  assert.equal(await heard(p), 'column 8: empty, empty, 6, empty, empty, empty, 8, empty, 7.');
  await p.keyboard.press('Alt+b');
  assert.equal(await heard(p), 'block 3: empty, empty, empty, empty, empty, empty, empty, 6, empty.');
  assert.equal(await cell(1, 8).getAttribute('aria-description'), 'corner marks 2, colour 1 (orange)');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('high contrast (forced colours): the selection, a clash and a pressed tool are outlined in system colours', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  await p.emulateMedia({ forcedColors: 'active' });
  const cell = (r, c) => p.getByRole('gridcell', { name: new RegExp(`^r${r}c${c},`) });
  await cell(1, 3).click();
  await p.keyboard.press('5'); // clashes with r1c1
  await cell(1, 4).click();
  const outline = (l) => l.evaluate((e) => { const s = getComputedStyle(e); return `${s.outlineStyle} ${parseFloat(s.outlineWidth)}`; });
  assert.equal(await outline(cell(1, 4)), 'solid 3');
  assert.equal(await outline(cell(1, 3)), 'dashed 2');
  const notes = p.getByRole('button', { name: 'Notes', exact: true });
  await notes.click();
  assert.equal(await outline(notes), 'solid 2');
  await p.emulateMedia({ forcedColors: 'none' });
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
