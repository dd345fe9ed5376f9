// Issue 31: a solve shared as text (Share result: the puzzle, level, time, help, an emoji picture of how the grid
// was filled, the link; nothing of the solution), a solve shared as a replay link (the player's moves in the URL
// fragment, stepped through in the replay panel), Today's Sudoku streaks in Statistics, and a backup of everything
// the app keeps, exported as one file and imported on another browser.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { test, startAll, newPage, cell, gameIdOf, gridText, seedStorage, typeSolution, CLASSIC_ID } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const SHADES = /^[⬜🟩🟨🟧🟥]+$/u;

/** Types the solution of the 9×9 `id` on the board row by row (helpers.mjs typeSolution), until it is solved. */
async function solveByRows(p, id) {
  const solution = await typeSolution(p, id);
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

test('Share replay: a link that opens the puzzle and steps through the player\'s own moves; a cut link says so and keeps the game', async () => {
  const t = await newPage(env, { permissions: ['clipboard-read', 'clipboard-write'] });
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const shareReplay = p.getByRole('button', { name: 'Share replay' });
  assert.equal(await shareReplay.isVisible(), false, 'nothing to share before the solve');
  const solution = await solveByRows(p, CLASSIC_ID);
  await shareReplay.click();
  await p.locator('#message').filter({ hasText: /^Replay link copied to the clipboard/ }).waitFor();
  const link = await clipboard(p);
  assert.match(link, new RegExp(`^${env.srv.url.replace(/[.?]/g, '\\$&')}\\?seed=1#replay/[A-Za-z0-9_-]+$`));
  assert.ok(link.length < 600, `51 moves of a 9×9 in a short link (${link.length} characters)`);
  const givens = CLASSIC_ID.split(':')[2];
  const empties = [...givens].flatMap((ch, i) => (ch === '.' ? [i] : []));
  assert.equal(empties.length, 51);
  await t.close();

  // another browser (nothing stored) opens the link: the puzzle on the board, the moves in the replay panel
  const u = await newPage(env);
  const q = u.page;
  await q.goto(link);
  const panel = q.getByRole('region', { name: 'Replay' });
  await panel.waitFor();
  const counter = q.locator('#replay-counter'), said = q.locator('#replay-text');
  await q.waitForFunction(() => document.querySelector('#replay-counter').textContent.startsWith('Start'));
  assert.equal(await counter.textContent(), 'Start: the givens (51 moves to the end)');
  assert.equal(await gridText(q), givens);
  assert.equal(gameIdOf(q), CLASSIC_ID, 'the address holds the puzzle now');
  // typed row by row: the first move is the first empty cell's digit, and so on
  await panel.getByRole('button', { name: 'Next step' }).click();
  assert.equal(await counter.textContent(), 'Move 1 of 51');
  const name = (c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;
  assert.equal(await said.textContent(), `${solution[empties[0]]} in ${name(empties[0])}.`);
  assert.equal(await gridText(q), [...givens].map((ch, i) => (i === empties[0] ? solution[i] : ch)).join(''));
  await q.keyboard.press('ArrowRight');
  assert.equal(await said.textContent(), `${solution[empties[1]]} in ${name(empties[1])}.`);
  await q.keyboard.press('End');
  assert.equal(await counter.textContent(), 'Move 51 of 51');
  assert.equal(await said.textContent(), `${solution[empties[50]]} in ${name(empties[50])}. Solved in 51 moves.`);
  assert.equal(await gridText(q), solution);
  assert.equal(await panel.getByRole('button', { name: 'Next step' }).isDisabled(), true);
  await q.keyboard.press('ArrowLeft');
  assert.equal(await counter.textContent(), 'Move 50 of 51');
  assert.equal(await said.textContent(), `${solution[empties[49]]} in ${name(empties[49])}.`);
  await q.keyboard.press('Home');
  assert.equal(await gridText(q), givens);
  // closed: the puzzle is the recipient's to play, from the givens
  await panel.getByRole('button', { name: 'Close replay' }).click();
  await panel.waitFor({ state: 'hidden' });
  assert.equal(await gridText(q), givens);
  await cell(q, 1, 3).click();
  await q.keyboard.press(solution[2]);
  assert.equal((await gridText(q))[2], solution[2]);
  // a link cut short: said so, and the game in progress stays
  await q.goto(link.slice(0, -40));
  await q.locator('#message').filter({ hasText: "That link's puzzle could not be loaded: the replay in it is damaged (was the link cut short?). Your game is unchanged." }).waitFor();
  assert.equal((await gridText(q))[2], solution[2]);
  assert.equal(await panel.isVisible(), false);
  // a replay whose moves do not fit its puzzle (a given changed), made by hand: the engine refuses it
  const forged = zlib.deflateRawSync(`deduce-save 1\n${CLASSIC_ID}\nundo 0:5.0:1.0\nclean 1\n`).toString('base64url');
  await q.goto(`${link.split("#")[0]}#replay/${forged}`);
  await q.locator('#message').filter({ hasText: "That link's puzzle could not be loaded: the replay in it is damaged: history does not match the puzzle. Your game is unchanged." }).waitFor();
  assert.equal((await gridText(q))[2], solution[2]);
  assert.deepEqual(await u.problems(), []);
  await u.close();
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
  await solveByRows(p, gameIdOf(p));
  assert.equal(await p.locator('#stats-streak').textContent(), "Today's Sudoku: 3 days in a row (best 3 days).");
  // issue 29: Statistics record which assists the solves had on (the settings' defaults here; the seeded solves none)
  assert.equal(await p.locator('#stats-assists').textContent(),
    'Solves with assists on: conflicts marked 1, notes cleaned up 1, same digit lit 1, counts shown 1.');
  await p.getByRole('button', { name: 'Share result' }).click();
  await p.locator('#message').filter({ hasText: /^Result copied/ }).waitFor();
  const first = (await clipboard(p)).split('\n')[0];
  const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  assert.match(first, new RegExp(`^Deduce daily, ${today} · (Easy|Medium|Hard|Expert|Master)$`));
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

const appItems = (p) => p.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('deduce.'))
  .map((k) => [k, localStorage.getItem(k)])));

test('Backup: Export saves every game, the statistics and settings in one file; Import on a fresh browser asks, then brings them all back', async () => {
  const t = await newPage(env);
  const p = t.page;
  // a game in progress (two entries), a solved one counted in Statistics, a changed setting
  await t.open('?seed=1', 'sudoku:3x3:4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');
  await cell(p, 1, 2).click();
  await p.keyboard.press('6');
  await t.open('?seed=1', CLASSIC_ID);
  await solveByRows(p, CLASSIC_ID);
  await p.locator('details.settings summary').click();
  await p.getByLabel('Show timer').uncheck();
  const before = await appItems(p);
  assert.ok(Object.keys(before).filter((k) => k.startsWith('deduce.save:')).length >= 2, Object.keys(before).join(' '));
  const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: 'Export backup' }).click()]);
  assert.match(download.suggestedFilename(), /^deduce-backup-\d{4}-\d{2}-\d{2}\.json$/);
  await p.locator('#message').filter({ hasText: /^Backup saved as deduce-backup-.*: 2 games, statistics and settings\.$/ }).waitFor();
  const file = await download.path();
  const backup = JSON.parse(fs.readFileSync(file, 'utf8'));
  const now = await appItems(p); // (the game on the board may have saved its clock since)
  assert.deepEqual(Object.keys(backup.items).sort(), Object.keys(now).sort(), 'every item the app keeps');
  for (const k of ['deduce.stats', 'deduce.settings']) assert.equal(backup.items[k], now[k], k);
  await t.close();

  // another browser: nothing saved; a file that is no backup changes nothing; the backup asks first
  const u = await newPage(env, { fresh: true });
  const q = u.page;
  await u.open('?seed=1', CLASSIC_ID);
  const own = await appItems(q);
  const chooser = q.locator('#backup-file');
  await q.locator('details.settings summary').click();
  await chooser.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
  await q.locator('#message').filter({ hasText: 'This file is not a Deduce backup. Nothing was changed.' }).waitFor();
  await chooser.setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"deduce-backup","version":2,"items":{}}') });
  await q.locator('#message').filter({ hasText: /newer version of Deduce/ }).waitFor();
  assert.deepEqual(await appItems(q), own);
  const ask = q.getByRole('alertdialog', { name: "Replace this browser's games with the backup?" });
  await chooser.setInputFiles(file);
  await ask.waitFor();
  assert.match(await ask.textContent(), /The backup holds 2 games, statistics and settings, made \d{1,2} \w{3} \d{4}\./);
  await ask.getByRole('button', { name: 'Keep what is here' }).click();
  await ask.waitFor({ state: 'hidden' });
  assert.deepEqual(await appItems(q), own, 'no: nothing changed');
  await chooser.setInputFiles(file);
  await ask.getByRole('button', { name: 'Replace' }).click();
  await q.waitForURL(/.*/);
  await q.getByRole('gridcell').first().waitFor();
  await q.waitForFunction(() => !!localStorage.getItem('deduce.stats'));
  const after = await appItems(q);
  // every item back (the game on the board, reopened from its restored save, may have saved again since)
  for (const k of Object.keys(backup.items)) assert.ok(k in after, `${k} restored`);
  for (const k of ['deduce.stats', 'deduce.settings']) assert.equal(after[k], backup.items[k], k);
  // the page came back with them: the statistics, the setting, and the game in progress to continue
  await q.locator('details.stats summary').click();
  assert.match(await q.locator('#stats-body').textContent(), /Sudoku 9×9/);
  assert.equal(await q.getByLabel('Show timer').isChecked(), false);
  await q.getByRole('button', { name: 'Continue', exact: true }).click();
  await q.getByRole('dialog', { name: 'Continue a game' }).getByRole('button', { name: /^Continue .*\b1 of \d+ filled/ }).waitFor();
  assert.deepEqual(await u.problems(), []);
  await u.close();
});
