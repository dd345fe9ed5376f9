// Issue 6 item 5: bad input never breaks the page. Each case ends with a message or a sensible result, the current
// game intact, and no console error, page error or CSP violation (helpers.mjs collects all three).
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test, startAll, newPage, cell, gridText, waitReady, seedStorage, generatedId, CLASSIC, CLASSIC_ID, BIG } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const message = (page) => page.locator('#message');
/** A broken Killer game ID (a 2-cell cage cannot add up to 99): refused with the engine's message. */
const KILLER = 'killer:2x2:........1..3....:abcdabddabeefffe:7,6,2,8,9,99';
const FIXTURE = JSON.parse(fs.readFileSync(new URL('./fixtures/saved-game-v1.json', import.meta.url), 'utf8'));

test('malformed URL hashes: a message, the game intact', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  await cell(p, 1, 3).click();
  await p.keyboard.press('4');
  const bad = ['%E0%A4%A', 'sudoku:3x3:', 'sudoku:99x99:1', 'binary:7:...', 'chess:8:rnbqkbnr', ':::',
    'sudoku:3x3:' + '1'.repeat(81), `sudoku:3x3:${'.'.repeat(20000)}`, KILLER, 'x'.repeat(50_000)];
  for (const h of bad) {
    await p.evaluate(() => { document.getElementById('message').textContent = ''; });
    await p.evaluate((hash) => { location.hash = hash; }, h);
    await message(p).filter({ hasText: /could not be loaded/ }).waitFor().catch(async (e) => {
      throw new Error(`no message for #${h.slice(0, 30)}: the page says "${await message(p).textContent()}"; ${e.message}`);
    });
    assert.equal(await cell(p, 1, 3).getAttribute('aria-label'), 'r1c3, 4', `game intact after #${h.slice(0, 30)}`);
    await p.waitForFunction((id) => location.hash === `#${encodeURI(id)}` || location.hash === `#${id}`, CLASSIC_ID);
  }
  assert.match(await message(p).textContent(), /too long for a puzzle/);
  // and on arrival: a message and a fresh game
  for (const h of ['%%%', 'x'.repeat(200_000)]) {
    const u = await newPage(env);
    await u.open('?seed=2', h);
    assert.match(await message(u.page).textContent(), /could not be loaded/);
    assert.equal(await u.page.getByRole('gridcell').count(), 81);
    assert.deepEqual(await u.problems(), []);
    await u.close();
  }
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a link opened while the page is busy always gets an answer', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  await cell(p, 1, 3).click();
  await p.keyboard.press('4');
  // The page updates (a click here; the clock's tick every second does the same) between the link and its
  // hashchange event: the link is still answered, not overwritten by the game's own ID.
  for (const h of ['sudoku:3x3:', 'sudoku:3x3:' + '1'.repeat(81)]) {
    await p.evaluate(() => { document.getElementById('message').textContent = ''; });
    await p.evaluate((hash) => { location.hash = hash; document.querySelector('[role=gridcell]').click(); }, h);
    await message(p).filter({ hasText: /could not be loaded/ }).waitFor({ timeout: 10_000 });
    await p.waitForFunction((id) => location.hash === `#${id}`, CLASSIC_ID);
  }
  // A link whose check stops another one (Import's Load of a 25×25, graded as it is checked, which takes a
  // while): both get an answer, none is dropped.
  await p.getByRole('button', { name: 'Import' }).click();
  const dialog = p.getByRole('dialog', { name: 'Import a puzzle' });
  await dialog.getByLabel('Game ID or puzzle line').fill(BIG['25unique']);
  await p.evaluate(() => { document.getElementById('message').textContent = ''; });
  await dialog.getByRole('button', { name: 'Load' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'Checking…' }).waitFor();
  await p.evaluate(() => { location.hash = 'binary:7:...'; });
  await dialog.getByRole('alert').filter({ hasText: /^Not loaded: another request interrupted the check; press Load again/ }).waitFor({ timeout: 10_000 });
  await message(p).filter({ hasText: /could not be loaded: bad parameters/ }).waitFor({ timeout: 10_000 });
  assert.equal(await cell(p, 1, 3).getAttribute('aria-label'), 'r1c3, 4');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('corrupted, foreign and future saved games: a message and a fresh game', async () => {
  const t = await newPage(env);
  const p = t.page;
  const good = FIXTURE.save;
  const cases = {
    'not JSON': '{"v":1,"save":',
    'a JSON string': '"hello"',
    'a JSON array': '[1,2,3]',
    'null': 'null',
    'save not a string': '{"v":1,"save":42}',
    'no version': JSON.stringify({ save: good }),
    'old record version': JSON.stringify({ v: 0, save: good }),
    'future record version': JSON.stringify({ v: 99, save: good, extra: { more: true } }),
    'future engine save': JSON.stringify({ v: 1, save: good.replace('deduce-save 1', 'deduce-save 7') }),
    'damaged save': JSON.stringify({ v: 1, save: 'deduce-save 1\nsudoku:3x3:12\nundo zz' }),
    'foreign save text': JSON.stringify({ v: 1, save: 'PK\u0003\u0004\u0000\uffff' }),
    'huge save': JSON.stringify({ v: 1, save: 'x'.repeat(3_000_000) }),
  };
  for (const [what, raw] of Object.entries(cases)) {
    await seedStorage(env, p, { 'deduce.game.sudoku': raw, 'deduce.kind': 'sudoku' });
    await p.goto(`${env.srv.url}?seed=4`);
    await waitReady(p);
    const text = await message(p).textContent();
    assert.match(text, /saved game could not be restored .*here is a new one/, what);
    if (what.startsWith('future')) assert.match(text, /newer version/, what);
    assert.equal(await p.getByRole('gridcell').count(), 81, what);
    assert.equal(await p.getByRole('button', { name: 'New game' }).isEnabled(), true);
  }
  // foreign settings and kind: ignored, defaults used, no message
  await seedStorage(env, p, { 'deduce.settings': '{"theme":"purple","showTimer":"yes"', 'deduce.kind': 'chess' });
  await p.goto(`${env.srv.url}?seed=4`);
  await waitReady(p);
  assert.equal(await p.evaluate(() => document.documentElement.dataset.theme), 'system');
  assert.equal(await gridText(p).then((g) => g.length), 81);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a saved game written by an earlier build (fixture) still loads', async () => {
  const t = await newPage(env);
  const p = t.page;
  const { _about, ...record } = FIXTURE;
  await seedStorage(env, p, { 'deduce.game.sudoku': JSON.stringify(record), 'deduce.kind': 'sudoku' });
  await p.goto(`${env.srv.url}?seed=4`);
  await waitReady(p);
  assert.equal(await message(p).textContent(), '');
  assert.equal(await cell(p, 1, 3).getAttribute('aria-label'), 'r1c3, 4');
  assert.equal(await cell(p, 1, 4).getAttribute('aria-label'), 'r1c4, 6');
  assert.equal(await cell(p, 1, 6).getAttribute('aria-description'), 'notes 2 8');
  assert.match(await p.getByRole('timer').textContent(), /^12:3\d$/);
  await p.getByRole('button', { name: 'Redo' }).click();
  assert.equal(await cell(p, 2, 3).getAttribute('aria-label'), 'r2c3, 2');
  await p.getByRole('button', { name: 'Undo' }).click();
  await p.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await cell(p, 1, 6).getAttribute('aria-description'), 'notes 2');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Import refuses garbage and a 10 MB paste quickly, keeping the game', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=1', CLASSIC_ID);
  await cell(p, 1, 3).click();
  await p.keyboard.press('4');
  await p.getByRole('button', { name: 'Import' }).click();
  const dialog = p.getByRole('dialog', { name: 'Import a puzzle' });
  const box = dialog.getByLabel('Game ID or puzzle line');
  const verdict = dialog.getByRole('alert');
  const load = dialog.getByRole('button', { name: 'Load' });
  for (const junk of ['\u0000\u0001\u0002', '<script>alert(1)</script>', 'sudoku:3x3:' + 'Z'.repeat(81), '🙂'.repeat(81),
    'binary:', '   ', 'sudoku:0x0:', `sudoku:5x5:${'.'.repeat(625)}`.replace('5x5', '5x'), KILLER]) {
    await p.evaluate(() => { document.getElementById('import-verdict').textContent = ''; });
    await box.fill(junk);
    await load.click();
    await verdict.filter({ hasText: /^(Not loaded|Paste a game ID)/ }).waitFor();
  }
  // a 10 MB paste is refused at once, before it reaches the box
  await box.focus();
  await box.evaluate((el) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', '123456789'.repeat(1_200_000));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
  await verdict.filter({ hasText: /10,800,000 characters, far more than any puzzle/ }).waitFor();
  assert.ok((await box.inputValue()).length < 1000); // the pasted text never went in
  // a long text typed or dropped in some other way is refused by Load without reaching the engine
  await box.evaluate((el) => { el.value = `sudoku:3x3:${'.'.repeat(300_000)}`; });
  await load.click();
  await verdict.filter({ hasText: /300,011 characters/ }).waitFor();
  assert.match(await verdict.textContent(), /current game is unchanged/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  assert.equal(await cell(p, 1, 3).getAttribute('aria-label'), 'r1c3, 4');
  assert.equal((await gridText(p)).length, 81);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('rapid repeated New game clicks: the last one wins, no errors', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=10', CLASSIC_ID);
  await p.evaluate(() => { const b = document.getElementById('new-game'); for (let i = 0; i < 6; i++) b.click(); });
  await p.waitForFunction((c) => !decodeURIComponent(location.hash).endsWith(c), CLASSIC);
  await waitReady(p);
  const expected = await generatedId('sudoku', 9, 'easy', 15); // seeds 10..15, the last click's
  assert.equal(decodeURIComponent(new URL(p.url()).hash), `#${expected}`);
  assert.equal(await gridText(p), expected.split(':').pop());
  assert.equal(await message(p).textContent(), '');
  // clicks while the previous game is still generating, through the real button
  for (let i = 0; i < 4; i++) await p.getByRole('button', { name: 'New game' }).click();
  await waitReady(p);
  assert.equal(decodeURIComponent(new URL(p.url()).hash), `#${await generatedId('sudoku', 9, 'easy', 19)}`);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('going offline mid-generation: a message, the game intact, then it recovers', async () => {
  const t = await newPage(env); // no service worker: the engine cannot be fetched again while offline
  const p = t.page;
  await t.open('?seed=7', CLASSIC_ID);
  await cell(p, 1, 3).click();
  await p.keyboard.press('4');
  // 25×25 master with seed 7 runs all its tries (none is master; ≈ 1.6 s native, more in wasm), so it is still
  // running when the next request comes (www/levels.js: the one miss of 25×25 master in seeds 1..10).
  await p.getByLabel('Size').selectOption('25');
  await p.getByLabel('Level').selectOption('master');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.locator('#board[aria-busy="true"]').waitFor();
  await t.context.setOffline(true);
  // a new request cancels the running one and needs a fresh worker, which cannot load offline
  await p.getByLabel('Size').selectOption('4');
  await p.getByRole('button', { name: 'New game' }).click();
  await message(p).filter({ hasText: /Could not make a puzzle.*offline.*unchanged/ }).waitFor();
  await waitReady(p);
  assert.equal(await cell(p, 1, 3).getAttribute('aria-label'), 'r1c3, 4');
  assert.equal(await p.getByRole('gridcell').count(), 81);
  // the game still plays offline (the engine on the page is already loaded)
  await cell(p, 1, 4).click();
  await p.keyboard.press('6');
  assert.equal(await cell(p, 1, 4).getAttribute('aria-label'), 'r1c4, 6');
  t.forgetProblems(); // Chromium logs the failed worker fetch as a console error: expected here
  await t.context.setOffline(false);
  await p.getByLabel('Level').selectOption('easy');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 16);
  await waitReady(p);
  assert.equal(await message(p).textContent(), '');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
