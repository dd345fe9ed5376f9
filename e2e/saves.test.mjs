// Issue 16, "Progress is silently lost": every game keeps its own save (by game ID, the daily by its date), the
// Continue list, the note and Back after a new game, two tabs, old and damaged saves, the bound on storage; and
// Reveal all asks first and never counts as solved. By role and accessible name.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test, startAll, newPage, cell, gameIdOf, gridText, shot, solutionOf, generatedId, seedStorage, waitReady, CLASSIC, CLASSIC_ID } from './helpers.mjs';
import { Game } from '../www/pkg-teach/deduce.js'; // initialised by helpers.mjs (solutionOf)

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const FIXTURE = JSON.parse(fs.readFileSync(new URL('./fixtures/saved-game-v1.json', import.meta.url), 'utf8'));
const label = (page, r, c) => cell(page, r, c).getAttribute('aria-label');
const message = (page) => page.locator('#message');
const empties = (puzzle) => [...puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));

/** Types the solution's digit into the first `k` empty cells of `id` (from `from` on); returns their indices. */
async function solveSome(page, id, k, from = 0) {
  const solution = await solutionOf(id);
  const cells = empties(id.split(':')[2]).slice(from, from + k);
  for (const i of cells) {
    await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
    await page.keyboard.press(solution[i]);
  }
  return cells;
}

/** How many of `cells` hold the solution's digit. */
async function kept(page, id, cells) {
  const solution = await solutionOf(id);
  const grid = await gridText(page);
  return cells.filter((i) => grid[i] === solution[i]).length;
}

const continueDialog = (page) => page.getByRole('dialog', { name: 'Continue a game' });

async function openContinue(page) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const d = continueDialog(page);
  await d.waitFor();
  return d;
}

/** The page's save keys (what the bound counts). */
const saveKeys = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('deduce.save:')));

/** A 9×9 puzzle other than the classic, made by the engine (so the test needs no fixture). */
let other = null;
async function otherId() {
  other ??= await generatedId('sudoku', 9, 'easy', 11);
  return other;
}

test('a shared link leaves the game in progress saved: its own link, Continue and Back bring it back', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  const mine = await solveSome(p, CLASSIC_ID, 8);
  // a friend's link, opened in this browser
  const OTHER = await otherId();
  await t.open('?seed=2', OTHER);
  assert.equal(await gridText(p), OTHER.split(':').pop());
  // the classic's own link, opened afresh, goes on where it was left (it used to start over: 8 entries -> 0)
  await t.open('?seed=3', CLASSIC_ID);
  assert.equal(await kept(p, CLASSIC_ID, mine), 8);
  await message(p).filter({ hasText: 'Your saved progress on this puzzle is back.' }).waitFor();
  // a link followed inside the page, then the Continue list: the classic with its 8 entries opens where it was left
  await p.evaluate((id) => { location.hash = id; }, OTHER);
  await p.waitForFunction((g) => document.querySelector('[role=gridcell]')?.getAttribute('aria-label') === `r1c1, ${g[0] === '.' ? 'empty' : g[0]}`, OTHER.split(':').pop());
  const d = await openContinue(p);
  const item = d.getByRole('button', { name: /^Continue Sudoku 9×9\b.*, 8 of 51 filled · \d+:\d\d played · / });
  await item.click();
  await d.waitFor({ state: 'hidden' });
  assert.equal(gameIdOf(p), CLASSIC_ID);
  assert.equal(await kept(p, CLASSIC_ID, mine), 8);
  // Back returns to the friend's puzzle, Forward to the classic, each as it was
  await p.goBack();
  await p.waitForFunction((id) => decodeURIComponent(location.hash) === `#${id}`, OTHER);
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]')[2].getAttribute('aria-label') === 'r1c3, empty');
  assert.equal(await gridText(p), OTHER.split(':').pop());
  await p.goForward();
  await p.waitForFunction((id) => decodeURIComponent(location.hash) === `#${id}`, CLASSIC_ID);
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]')[2].getAttribute('aria-label') !== 'r1c3, empty');
  assert.equal(await kept(p, CLASSIC_ID, mine), 8);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a reload goes on from the save with the page module alone (the teaching module is not waited for)', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  const mine = await solveSome(p, CLASSIC_ID, 5);
  // the workers' module cannot load: a reload of the link (the URL holds the game ID) still brings the game back
  await t.context.route('**/pkg-teach/**', (r) => r.abort());
  await p.reload();
  await waitReady(p);
  await message(p).filter({ hasText: 'Your saved progress on this puzzle is back.' }).waitFor();
  assert.equal(await kept(p, CLASSIC_ID, mine), 5);
  assert.equal(gameIdOf(p), CLASSIC_ID);
  await t.close();
});

test('two tabs on two games: closing them in either order loses neither', async () => {
  const t = await newPage(env);
  const a = t.page;
  const OTHER = await otherId();
  await t.open('?seed=1', CLASSIC_ID);
  const inA = await solveSome(a, CLASSIC_ID, 3);
  const b = await t.context.newPage();
  await b.goto(`${env.srv.url}?seed=1#${OTHER}`);
  await waitReady(b);
  const inB = await solveSome(b, OTHER, 2);
  await a.close(); // the tab closed first
  await b.close();
  // the game of the tab closed first is still there (it used to be gone)
  const c = await t.context.newPage();
  await c.goto(`${env.srv.url}?seed=1#${CLASSIC_ID}`);
  await waitReady(c);
  assert.equal(await kept(c, CLASSIC_ID, inA), 3);
  // and the other one is in the Continue list
  const d = await openContinue(c);
  const open = empties(OTHER.split(':').pop()).length;
  await d.getByRole('button', { name: new RegExp(`^Continue Sudoku 9×9\\b.*, 2 of ${open} filled`) }).click();
  await c.waitForFunction((id) => decodeURIComponent(location.hash) === `#${id}`, OTHER);
  assert.equal(await kept(c, OTHER, inB), 2);
  // without a link, the game played last comes back
  await c.reload();
  await waitReady(c);
  assert.equal(gameIdOf(c), OTHER);
  // a saved game can be removed from the list, at the second press
  const list = await openContinue(c);
  await list.getByRole('button', { name: /^Remove Sudoku 9×9\b/ }).click();
  await list.getByRole('button', { name: /^Really remove Sudoku 9×9\b/ }).click();
  await list.getByText('No other unfinished game is saved in this browser.').waitFor();
  assert.deepEqual(await saveKeys(c), [`deduce.save:${OTHER}`]);
  await t.close();
});

test('the same game in two tabs: moves made in one show in the other, and neither writes over the other', async () => {
  const t = await newPage(env);
  const a = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  const b = await t.context.newPage();
  await b.goto(`${env.srv.url}?seed=1#${CLASSIC_ID}`);
  await waitReady(b);
  await cell(a, 1, 3).click();
  await a.keyboard.press('4');
  await cell(b, 1, 3).filter({ hasText: '4' }).waitFor(); // tab B shows tab A's move
  assert.equal(await label(b, 1, 3), 'r1c3, 4');
  await message(b).filter({ hasText: 'Moves made in another tab are shown.' }).waitFor();
  await cell(b, 1, 4).click();
  await b.keyboard.press('6');
  await cell(a, 1, 4).filter({ hasText: '6' }).waitFor(); // and A shows B's
  assert.equal(await label(a, 1, 3), 'r1c3, 4');
  // A goes on from B's position: its next move keeps B's
  await cell(a, 1, 6).click();
  await a.keyboard.press('8');
  await cell(b, 1, 6).filter({ hasText: '8' }).waitFor();
  await b.close();
  await a.reload();
  await waitReady(a);
  for (const [c, v] of [[3, '4'], [4, '6'], [6, '8']]) assert.equal(await label(a, 1, c), `r1c${c}, ${v}`);
  // Undo in A takes back the last move, whichever tab made it
  await a.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await label(a, 1, 6), 'r1c6, empty');
  assert.equal(await label(a, 1, 4), 'r1c4, 6');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a tab that missed the other tab\'s moves shows them instead of writing over them', async () => {
  const t = await newPage(env);
  const a = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  const b = await t.context.newPage();
  // tab B does not hear of A's saves (as when the browser froze it): its own storage listener never runs
  await b.addInitScript(() => addEventListener('storage', (e) => e.stopImmediatePropagation(), true));
  await b.goto(`${env.srv.url}?seed=1#${CLASSIC_ID}`);
  await waitReady(b);
  await cell(a, 1, 3).click();
  await a.keyboard.press('4');
  await b.waitForTimeout(300);
  assert.equal(await label(b, 1, 3), 'r1c3, empty'); // B is stale
  await cell(b, 1, 4).click();
  await b.keyboard.press('6');
  // B's move on the stale position is not saved over A's: B shows the newer save and says so
  await message(b).filter({ hasText: 'This game was changed in another tab: that newer version is shown.' }).waitFor();
  assert.equal(await label(b, 1, 3), 'r1c3, 4');
  assert.equal(await label(b, 1, 4), 'r1c4, empty');
  await cell(b, 1, 4).click();
  await b.keyboard.press('6'); // now on the newest position, B's move is saved
  await cell(a, 1, 4).filter({ hasText: '6' }).waitFor();
  assert.equal(await label(a, 1, 3), 'r1c3, 4');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('New game keeps the game it replaces: the browser\'s Back and a note bring it back', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  const mine = await solveSome(p, CLASSIC_ID, 2);
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction((id) => decodeURIComponent(location.hash) !== `#${id}`, CLASSIC_ID);
  await waitReady(p);
  const fresh = gameIdOf(p);
  // Back returns to the classic with its entries, Forward to the new game
  await p.goBack();
  await p.waitForFunction((id) => decodeURIComponent(location.hash) === `#${id}`, CLASSIC_ID);
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]')[2].getAttribute('aria-label') !== 'r1c3, empty');
  assert.equal(await kept(p, CLASSIC_ID, mine), 2);
  await p.goForward();
  await p.waitForFunction((id) => decodeURIComponent(location.hash) === `#${id}`, fresh);
  await waitReady(p);
  assert.equal(await gridText(p), fresh.split(':').pop());
  // the note says the classic is saved, and its button brings it back with its entries
  await p.getByText(/^Previous game saved: Sudoku 9×9\b.*, 2 of 51 filled\.$/).waitFor();
  await p.getByRole('button', { name: 'Back to previous game' }).click();
  await p.waitForFunction((id) => decodeURIComponent(location.hash) === `#${id}`, CLASSIC_ID);
  assert.equal(await kept(p, CLASSIC_ID, mine), 2);
  assert.ok(await p.getByRole('button', { name: 'Back to previous game' }).isHidden()); // the new game had no entry
  // the note goes with its Dismiss button (and with the next move)
  await p.goBack();
  await p.waitForFunction((id) => decodeURIComponent(location.hash) === `#${id}`, fresh);
  await p.getByRole('button', { name: 'Dismiss' }).click();
  assert.ok(await p.getByRole('button', { name: 'Back to previous game' }).isHidden());
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test("Today's Sudoku goes on where it was left after another game", async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=3');
  const daily = p.getByRole('button', { name: "Today's Sudoku" });
  await daily.click();
  await p.waitForFunction(() => /^Today's Sudoku, /.test(document.getElementById('message').textContent), null, { timeout: 60_000 });
  await waitReady(p);
  const today = gameIdOf(p);
  const mine = await solveSome(p, today, 3);
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction((id) => decodeURIComponent(location.hash) !== `#${id}`, today);
  await waitReady(p);
  await daily.click();
  await p.waitForFunction((id) => decodeURIComponent(location.hash) === `#${id}`, today);
  assert.equal(await kept(p, today, mine), 3);
  assert.match(await message(p).textContent(), /^Today's Sudoku, \w+ \d+ \w+( \([\w ,]+\))?: (Easy|Medium|Hard|Expert|Master)\.$/);
  // and the Continue list calls it by its name
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction((id) => decodeURIComponent(location.hash) !== `#${id}`, today);
  await waitReady(p);
  await p.getByText(/^Previous game saved: Today's Sudoku, \w+, 3 of \d+ filled\.$/).waitFor();
  const d = await openContinue(p);
  assert.ok(await d.getByRole('button', { name: /^Continue Today's Sudoku, (Easy|Medium|Hard|Expert|Master), 3 of \d+ filled/ }).isVisible());
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('saves of earlier builds move to one save per game; a damaged save is reported, the others kept', async () => {
  const t = await newPage(env);
  const p = t.page;
  const { _about, ...record } = FIXTURE;
  const OTHER = await otherId();
  const good = { v: 2, rev: 3, updated: 1000, id: OTHER, kind: 'sudoku', side: 9, save: new Game(OTHER).save(), elapsedMs: 5000,
    help: {}, level: 'easy', hardest: '', daily: '', filled: 0, open: 51, touched: true, solved: false, counted: false };
  await seedStorage(env, p, {
    'deduce.game.sudoku': JSON.stringify(record), // the classic with r1c3 = 4, from the build of 2026-11-21
    'deduce.game.binary': '{"v":1,"save":', // damaged
    'deduce.kind': 'sudoku',
    'deduce.save:sudoku:3x3:damaged': '{"v":2,"rev":', // a damaged save in today's format
    [`deduce.save:${OTHER}`]: JSON.stringify(good),
  });
  await t.open('?seed=4');
  // the earlier build's game comes back, with its history, clock and help
  assert.equal(gameIdOf(p), CLASSIC_ID);
  assert.equal(await label(p, 1, 3), 'r1c3, 4');
  assert.match(await p.getByRole('timer').textContent(), /^12:3\d$/);
  assert.equal(await message(p).textContent(),
    'Your saved game could not be restored (the saved game is damaged); your other saved games are kept.');
  assert.deepEqual((await p.evaluate(() => Object.keys(localStorage))).filter((k) => k.startsWith('deduce.game.') || k === 'deduce.kind'), []);
  // the Continue list has the other game and reports the damaged save, which can be removed on its own
  const d = await openContinue(p);
  assert.ok(await d.getByRole('button', { name: /^Continue Sudoku 9×9, Easy, 0 of 51 filled · 0:05 played · / }).isVisible());
  assert.ok(await d.getByText('A save that could not be read').isVisible());
  // removing asks for a second press
  await d.getByRole('button', { name: 'Remove the save that could not be read (the saved game is damaged)' }).click();
  assert.ok(await d.getByText('A save that could not be read').isVisible());
  await d.getByRole('button', { name: 'Really remove the save that could not be read (the saved game is damaged)' }).click();
  assert.ok(await d.getByText('A save that could not be read').isHidden());
  assert.deepEqual((await saveKeys(p)).sort(), [`deduce.save:${CLASSIC_ID}`, `deduce.save:${OTHER}`].sort());
  await d.getByRole('button', { name: 'Close' }).click();
  await d.waitFor({ state: 'hidden' });
  // a save that the engine refuses is reported when it is opened, marked, and the next game comes back instead
  await seedStorage(env, p, { [`deduce.save:${CLASSIC_ID}`]: JSON.stringify({ ...good, id: CLASSIC_ID, updated: Date.now(), save: 'deduce-save 1\ngarbage' }) }, { clear: false });
  await t.open('?seed=4');
  assert.equal(gameIdOf(p), OTHER);
  assert.match(await message(p).textContent(), /^Your saved game could not be restored \(.+\); your other saved games are kept\.$/);
  await openContinue(p);
  assert.ok(await continueDialog(p).getByText('A save that could not be read').isVisible());
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('storage is bounded: at most 50 games, finished ones go first, then the oldest', async () => {
  const t = await newPage(env);
  const p = t.page;
  await solutionOf(CLASSIC_ID); // loads the engine in Node
  const seeded = {};
  const ids = [];
  for (let seed = 1; ids.length < 50; seed++) {
    const id = await generatedId('sudoku', 4, 'easy', seed);
    if (ids.includes(id) || id === CLASSIC_ID) continue;
    ids.push(id);
    const k = ids.length;
    // two finished games (played long ago and recently), then unfinished ones from old to new
    const solved = k === 10 || k === 40;
    seeded[`deduce.save:${id}`] = JSON.stringify({ v: 2, rev: 1, updated: 1_000_000 + k, id, kind: 'sudoku', side: 4,
      save: new Game(id).save(), elapsedMs: 1000 * k, help: {}, level: 'easy', hardest: '', daily: '', filled: 1,
      open: 12, touched: true, solved, counted: solved });
  }
  await seedStorage(env, p, seeded);
  /** New game, with one entry in it (a game never played would go before any unfinished one). */
  const playNew = async () => {
    const was = gameIdOf(p);
    await p.getByRole('button', { name: 'New game' }).click();
    await p.waitForFunction((id) => decodeURIComponent(location.hash) !== `#${id}`, was);
    await waitReady(p);
    await p.getByRole('gridcell', { name: /, empty$/ }).first().click();
    await p.keyboard.press('1');
  };
  await t.open('?seed=1', CLASSIC_ID); // the 51st game: one finished game makes room
  await cell(p, 1, 3).click();
  await p.keyboard.press('4');
  let keys = await saveKeys(p);
  assert.equal(keys.length, 50);
  assert.ok(keys.includes(`deduce.save:${CLASSIC_ID}`));
  assert.ok(!keys.includes(`deduce.save:${ids[9]}`) && keys.includes(`deduce.save:${ids[39]}`), 'the older finished game went first');
  await playNew(); // the other finished one
  keys = await saveKeys(p);
  assert.equal(keys.length, 50);
  assert.ok(!keys.includes(`deduce.save:${ids[39]}`) && keys.includes(`deduce.save:${ids[0]}`));
  await playNew(); // then the unfinished game played longest ago
  keys = await saveKeys(p);
  assert.equal(keys.length, 50);
  assert.ok(!keys.includes(`deduce.save:${ids[0]}`));
  assert.ok(keys.includes(`deduce.save:${ids[1]}`) && keys.includes(`deduce.save:${CLASSIC_ID}`));
  // the page says so
  const d = await openContinue(p);
  assert.match((await d.getByText(/The 50 most recent/).textContent()).replace(/\s+/g, ' '),
    /The 50 most recent are kept: beyond that, finished games are removed first, then the oldest unfinished ones\./);
  assert.equal(await d.getByRole('button', { name: /^Continue Sudoku 4×4/ }).count(), 47);
  assert.equal(await d.getByRole('button', { name: /^Continue Sudoku 9×9/ }).count(), 2); // not the one on the board
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Reveal all asks first; a revealed game never counts as solved, even after Undo', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  const ask = p.getByRole('alertdialog', { name: 'Reveal the whole solution?' });
  await p.getByRole('button', { name: 'Reveal all' }).click();
  await ask.waitFor();
  assert.equal(await p.evaluate(() => document.activeElement.textContent), 'Keep playing'); // the safe answer has focus
  await ask.getByRole('button', { name: 'Keep playing' }).click();
  await ask.waitFor({ state: 'hidden' });
  assert.equal(await gridText(p), CLASSIC);
  // Escape is a no as well
  await p.getByRole('button', { name: 'Reveal all' }).click();
  await ask.waitFor();
  await p.keyboard.press('Escape');
  await ask.waitFor({ state: 'hidden' });
  assert.equal(await gridText(p), CLASSIC);
  await p.getByRole('button', { name: 'Reveal all' }).click();
  await ask.getByRole('button', { name: 'Reveal the solution' }).click();
  const solution = await solutionOf(CLASSIC_ID);
  assert.equal(await gridText(p), solution);
  const status = p.getByRole('status');
  await status.filter({ hasText: /^Solution revealed: not counted in Statistics\. Time \d+:\d\d, help used: 1 reveal\.$/ }).waitFor();
  await p.locator('details.stats summary').click();
  const none = p.getByText('No puzzle solved yet in this browser.');
  assert.ok(await none.isVisible());
  // Undo the reveal, then solve it by hand: still not counted
  await p.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await gridText(p), CLASSIC);
  assert.ok(await none.isVisible());
  await solveSome(p, CLASSIC_ID, 51);
  await status.filter({ hasText: /^Solution revealed: not counted in Statistics\./ }).waitFor();
  assert.ok(await none.isVisible());
  // and after a reload (the flag is in the game's save)
  await p.reload();
  await waitReady(p);
  await p.locator('details.stats summary').click();
  assert.ok(await none.isVisible());
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Continue list and Reveal all question: screenshots at phone and desktop sizes, light and dark', async () => {
  const OTHER = await otherId();
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
    for (const colorScheme of ['light', 'dark']) {
      const t = await newPage(env, { viewport, colorScheme });
      const p = t.page;
      await t.open('?seed=1', OTHER);
      await solveSome(p, OTHER, 20);
      await t.open('?seed=1', CLASSIC_ID);
      await solveSome(p, CLASSIC_ID, 5);
      await p.getByRole('button', { name: 'New game' }).click();
      await p.getByText(/^Previous game saved: /).waitFor();
      await waitReady(p);
      await shot(p, `saves-note-${name}-${colorScheme}`);
      const d = await openContinue(p);
      const items = d.getByRole('button', { name: /^Continue / });
      assert.equal(await items.count(), 2);
      // most recent first; each item is a comfortable target and fits the screen
      assert.match(await items.nth(0).textContent(), /5 of 51 filled/);
      for (const box of [await items.nth(0).boundingBox(), await d.boundingBox()]) {
        assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `${name}: inside the screen`);
      }
      assert.ok((await items.nth(0).boundingBox()).height >= 44);
      await p.screenshot({ path: `${(await import('./helpers.mjs')).SHOTS}/saves-continue-${name}-${colorScheme}.png` });
      await d.getByRole('button', { name: 'Close' }).click();
      await p.getByRole('button', { name: 'Reveal all' }).click();
      await p.getByRole('alertdialog').waitFor();
      await p.screenshot({ path: `${(await import('./helpers.mjs')).SHOTS}/saves-reveal-${name}-${colorScheme}.png` });
      assert.deepEqual(await t.problems(), []);
      await t.close();
    }
  }
});
