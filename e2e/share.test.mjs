// Issue 31: a solve shared as text (Share result: the puzzle, level, time, help, an emoji picture of how the grid
// was filled, the link; nothing of the solution), and Today's Sudoku streaks in Statistics.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, cell, solutionOf, seedStorage, CLASSIC_ID } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const hashOf = (page) => decodeURIComponent(new URL(page.url()).hash.slice(1));
const SHADES = /^[⬜🟩🟨🟧🟥]+$/u;

/** Types the solution of the 9×9 `id` on the board, row by row (the keyboard, as a player would). */
async function solveByRows(p, id) {
  const givens = id.split(':').pop(), solution = await solutionOf(id);
  await cell(p, 1, 1).click();
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (givens[r * 9 + c] === '.') await p.keyboard.press(solution[r * 9 + c]);
      if (c < 8) await p.keyboard.press('ArrowRight');
    }
    if (r < 8) { await p.keyboard.press('ArrowDown'); for (let c = 0; c < 8; c++) await p.keyboard.press('ArrowLeft'); }
  }
  await p.getByRole('status').filter({ hasText: /^Solved!/ }).waitFor();
  return solution;
}

const clipboard = (p) => p.evaluate(() => navigator.clipboard.readText());

test('Share result: the puzzle, level, time and help, a picture of how the grid was filled, the link; no solution', async () => {
  const t = await newPage(env, { permissions: ['clipboard-read', 'clipboard-write'] });
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const share = p.getByRole('button', { name: 'Share result' });
  assert.equal(await share.isVisible(), false, 'nothing to share before the solve');
  const solution = await solveByRows(p, CLASSIC_ID);
  await share.click();
  await p.locator('#message').filter({ hasText: /^Result copied to the clipboard/ }).waitFor();
  const lines = (await clipboard(p)).split('\n');
  assert.equal(lines.length, 6, lines.join('\n'));
  assert.equal(lines[0], 'Deduce · Sudoku 9×9 · Easy'); // the engine's grade of the puzzle
  assert.match(lines[1], /^⏱ \d+:\d\d · no help$/);
  // one square per block, three rows of three; filled row by row, the top blocks were done first, the bottom last
  const picture = lines.slice(2, 5).map((l) => [...l]);
  assert.ok(picture.every((row) => row.length === 3 && SHADES.test(row.join(''))), lines.join('\n'));
  assert.ok(!picture[0].includes('🟥') && picture[2].includes('🟥'), lines.join('\n'));
  assert.equal(lines[5], `${env.srv.url}?seed=1#${CLASSIC_ID}`);
  // nothing of the solution: no run of its digits beyond the link's givens
  const text = lines.slice(0, 5).join('\n');
  assert.ok(!/\d{3}/.test(text.replace(/\d+:\d\d/, '')) && !text.includes(solution.slice(0, 9)));
  // a game whose solution was revealed has nothing to share
  await t.open('?seed=1', 'sudoku:3x3:4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');
  await p.getByRole('button', { name: 'Reveal all' }).click();
  await p.getByRole('alertdialog').getByRole('button', { name: 'Reveal the solution' }).click();
  await p.getByRole('status').filter({ hasText: /^Solution revealed/ }).waitFor();
  assert.equal(await share.isVisible(), false);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test("Today's Sudoku: shared as \"Deduce daily, <date>\" with its level; Statistics count the days in a row", async () => {
  const t = await newPage(env, { permissions: ['clipboard-read', 'clipboard-write'] });
  const p = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  // solved the two days before (and once, long ago): today's makes three in a row
  const key = (d) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const day = (k) => { const d = new Date(); d.setDate(d.getDate() - k); return key(d); };
  await seedStorage(env, p, { 'deduce.stats': JSON.stringify({ v: 1, last: '', by: { 'sudoku:9:easy': { solved: 3, best: 60_000 } },
    dailies: ['2020-01-01', day(2), day(1)] }) }, { clear: false });
  await t.open('?seed=1', CLASSIC_ID);
  await p.locator('details.stats summary').click();
  assert.equal(await p.locator('#stats-streak').textContent(), "Today's Sudoku: 2 days in a row (best 2 days).");
  await p.getByRole('button', { name: "Today's Sudoku" }).click();
  await p.waitForFunction(() => /^Today's Sudoku, /.test(document.getElementById('message').textContent), null, { timeout: 60_000 });
  await solveByRows(p, hashOf(p));
  assert.equal(await p.locator('#stats-streak').textContent(), "Today's Sudoku: 3 days in a row (best 3 days).");
  await p.getByRole('button', { name: 'Share result' }).click();
  await p.locator('#message').filter({ hasText: /^Result copied/ }).waitFor();
  const first = (await clipboard(p)).split('\n')[0];
  const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  assert.match(first, new RegExp(`^Deduce daily, ${today} · (Easy|Medium|Hard|Expert|Master)$`));
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
