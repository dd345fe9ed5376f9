// Import reads what people paste (issue 16, "Import and statistics"; issue 12 part 5): a Share link or any link
// holding a game ID, a grid over lines with frames, a HoDoKu pencil-mark grid (loaded with its candidates as
// notes); a bad paste gets a one-line error and the game stays; a puzzle with several solutions is handled the
// same way from Import and from a link: the page says so and lets the player play it or not.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test, startAll, newPage, cell, gridText, waitReady, CLASSIC, CLASSIC_ID } from './helpers.mjs';

// The Import dialog's tests take a fresh context and page: in full runs on reused pages (helpers.mjs newPage)
// its question sometimes showed and at once stopped being clickable ("not stable", then "not visible"), a cause
// not found yet (closing note, 2026-11-28); not seen on fresh pages.
const FRESH = { fresh: true };

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

/** The HoDoKu-style fixture of the engine tests, without its comment lines. */
const HODOKU = fs.readFileSync(new URL('../tests/data/pencil_hodoku.txt', import.meta.url), 'utf8')
  .split('\n').filter((l) => !l.startsWith('#')).join('\n');
/** Its filled cells. */
const HODOKU_CELLS = '5..7..6....38...........2..62.4............917............35.8.4.....1......94...';
/** An empty 9×9 grid but for three clues: thousands of solutions. */
const SEVERAL = `123${'.'.repeat(78)}`;

function dialogOf(p) {
  const dialog = p.getByRole('dialog', { name: 'Import a puzzle' });
  return {
    dialog,
    box: dialog.getByRole('textbox', { name: 'Game ID or puzzle line' }),
    verdict: dialog.getByRole('alert'),
    load: dialog.getByRole('button', { name: 'Load' }),
    anyway: dialog.getByRole('button', { name: 'Play it anyway' }),
    close: dialog.getByRole('button', { name: 'Close' }),
  };
}

async function importText(p, text) {
  const d = dialogOf(p);
  if (await d.dialog.isHidden()) await p.getByRole('button', { name: 'Import' }).click();
  await d.box.fill(text);
  await d.load.click();
  return d;
}

test('Import loads a HoDoKu pencil-mark grid as a position with notes', async () => {
  const t = await newPage(env, FRESH);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  await importText(p, HODOKU);
  await p.getByText(/^Imported Sudoku with its notes/).waitFor();
  assert.ok(await dialogOf(p).dialog.isHidden());
  assert.equal(await gridText(p), HODOKU_CELLS);
  // r1c2's token 1489 is its notes; r9c9's 23567 too; solved cells are givens.
  assert.equal(await cell(p, 1, 2).getAttribute('aria-description'), 'notes 1 4 8 9');
  assert.equal(await cell(p, 9, 9).getAttribute('aria-description'), 'notes 2 3 5 6 7');
  assert.match(await cell(p, 1, 1).getAttribute('aria-label'), /^r1c1, 5/);
  // The notes survive a reload (they are saved like any move).
  await p.reload();
  await waitReady(p);
  assert.equal(await cell(p, 1, 2).getAttribute('aria-description'), 'notes 1 4 8 9');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Import reads a Share link, a percent-encoded link, a grid over nine lines with frames and a SudokuWiki link', async () => {
  const t = await newPage(env, FRESH);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const other = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..';
  await importText(p, `http://127.0.0.1:8080/www/#sudoku:3x3:${other}`);
  await p.getByText(/^Imported Sudoku, level \w+\.$/).waitFor();
  assert.equal(await gridText(p), other);
  await importText(p, `https://example.org/deduce/?seed=4#sudoku%3A3x3%3A${CLASSIC}`);
  await p.waitForFunction((want) => decodeURIComponent(location.hash).endsWith(want), CLASSIC);
  assert.equal(await gridText(p), CLASSIC);
  const rows = Array.from({ length: 9 }, (_, r) => other.slice(r * 9, r * 9 + 9).replaceAll('.', '0'));
  const framed = ['+-------+-------+-------+'];
  rows.forEach((r, i) => {
    framed.push(`| ${r.slice(0, 3).split('').join(' ')} | ${r.slice(3, 6).split('').join(' ')} | ${r.slice(6).split('').join(' ')} |`);
    if (i % 3 === 2) framed.push('+-------+-------+-------+');
  });
  await importText(p, framed.join('\n'));
  await p.waitForFunction((want) => decodeURIComponent(location.hash).endsWith(want), other);
  assert.equal(await gridText(p), other);
  // SudokuWiki's links hold the puzzle as a line in the query, 0 for an empty cell
  await importText(p, `https://www.sudokuwiki.org/sudoku.htm?bd=${CLASSIC.replaceAll('.', '0')}`);
  await p.waitForFunction((want) => decodeURIComponent(location.hash).endsWith(want), CLASSIC);
  assert.equal(await gridText(p), CLASSIC);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Import reads a Killer Share link whole: its sums after the first comma, plain, percent-encoded, among words', async () => {
  // The 4×4 of e2e/killer.test.mjs and another: two games, so that each import changes the game on the board.
  const small = 'killer:2x2:........1..3....:abcdabddabeefffe:7,6,2,8,9,8';
  const other = 'killer:2x2:4.......1..3....:abcdabddabeefffe:7,6,2,8,9,8';
  const t = await newPage(env, FRESH);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const loaded = (id) => p.waitForFunction((want) => decodeURIComponent(location.hash).slice(1) === want, id);
  await importText(p, `http://127.0.0.1:8080/www/#${small}`);
  await loaded(small);
  await p.getByRole('grid', { name: 'Killer Sudoku 4×4' }).waitFor();
  await importText(p, `Try this one: https://example.org/deduce/?seed=4#${encodeURIComponent(other)} (it is hard)`);
  await loaded(other);
  // With a byte-order mark in front (a file saved by some editors) and words after.
  await importText(p, `\uFEFF${small}\nthanks!`);
  await loaded(small);
  assert.deepEqual(await p.locator('#grid .cage-sum').allTextContents(), ['7', '6', '2', '8', '9', '8']);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a bad paste gets a one-line error naming what and where, and the game stays', async () => {
  const t = await newPage(env, FRESH);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  await cell(p, 1, 3).click();
  await p.keyboard.press('4');
  const cases = [
    ['hello world', /^Not loaded: not a puzzle: no digits or dots in "hello world"/],
    [HODOKU.replace('| 189  146789 146789 | 3569', '| 189  146789 146789 | 35X9'),
      /^Not loaded: 'X' at row 3, token 4 is not a symbol of a 9×9 Sudoku\./],
    [HODOKU.replace('| 5    1489 ', '| 5    '), /^Not loaded: expected 81 cells, found 80: row 1 has 8\./],
    [HODOKU.replace('| 5    1489 ', '| 5    57   '), /^Not loaded: r1c2 has no candidate: its candidates 57 are all already in its row, column or block\./],
    [HODOKU.replace('| 5    1489 ', '| 5    5    '), /^Not loaded: givens break a rule: 5 appears 2 times in row 1 \(r1c1, r1c2\)\./],
    [HODOKU.replace('| 5    1489 ', '| 5    1    '), /^Not loaded: the position has no solution/],
  ];
  for (const [text, want] of cases) {
    const d = await importText(p, text);
    await d.verdict.filter({ hasText: want }).waitFor();
    const shown = await d.verdict.textContent();
    assert.ok(!shown.includes('\n'), shown);
    assert.match(shown, /Your current game is unchanged\.$/);
    assert.ok(await d.anyway.isHidden());
  }
  await dialogOf(p).close.click();
  assert.equal(await cell(p, 1, 3).getAttribute('aria-label'), 'r1c3, 4');
  assert.equal(decodeURIComponent(new URL(p.url()).hash.slice(1)), CLASSIC_ID);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a puzzle with several solutions: Import and a link both say so and let the player play it or not', async () => {
  const t = await newPage(env, FRESH);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  await cell(p, 1, 3).click();
  await p.keyboard.press('4');
  // Import: asked, then Close keeps the game.
  let d = await importText(p, SEVERAL);
  await d.verdict.filter({ hasText: /more than one solution.*Play it anyway, or Close to keep your current game/ }).waitFor();
  await d.close.click();
  assert.equal(await cell(p, 1, 3).getAttribute('aria-label'), 'r1c3, 4');
  // A link to the same puzzle: the same question, in the same dialog, with the game ID in the box.
  await p.evaluate((id) => { location.hash = id; }, `sudoku:3x3:${SEVERAL}`);
  d = dialogOf(p);
  await d.verdict.filter({ hasText: /more than one solution/ }).waitFor();
  assert.equal(await d.box.inputValue(), `sudoku:3x3:${SEVERAL}`);
  await d.close.click();
  assert.equal(await cell(p, 1, 3).getAttribute('aria-label'), 'r1c3, 4');
  await p.waitForFunction((want) => decodeURIComponent(location.hash).endsWith(want), CLASSIC);
  // Import again, and play it anyway.
  d = await importText(p, SEVERAL);
  await d.anyway.click();
  await p.getByText(/^Imported Sudoku with more than one solution/).waitFor();
  assert.equal(await gridText(p), SEVERAL);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

// A dialog's close event is queued: after Close, a link's question could open the dialog again before the event
// came, and the stale event then closed the new question (seen as a flaky failure of the tests above). The
// stale event is sent here on purpose, while the question is open.
test('a close event that comes after the dialog was opened again leaves the question open', async () => {
  const t = await newPage(env, FRESH);
  await t.open('?seed=1', `sudoku:3x3:${SEVERAL}`);
  const p = t.page;
  const d = dialogOf(p);
  await d.verdict.filter({ hasText: /more than one solution/ }).waitFor();
  await d.dialog.evaluate((el) => el.dispatchEvent(new Event('close')));
  assert.ok(await d.anyway.isVisible(), 'the question is still open');
  await d.anyway.click();
  await p.getByText(/^Imported Sudoku with more than one solution/).waitFor();
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a link to a puzzle with several solutions asks at start-up too, and plays it on request', async () => {
  const t = await newPage(env, FRESH);
  const p = t.page;
  await t.open('?seed=1', `sudoku:3x3:${SEVERAL}`);
  const d = dialogOf(p);
  await d.verdict.filter({ hasText: /more than one solution/ }).waitFor();
  await d.anyway.click();
  await p.getByText(/^Imported Sudoku with more than one solution/).waitFor();
  assert.equal(await gridText(p), SEVERAL);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
