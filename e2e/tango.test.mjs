// Tango (binary puzzles with = and × signs), by role and accessible name: choosing Tango in the Puzzle menu,
// its sizes, the sun / moon keypad, playing a cell by keys, a hint, and a broken sign shown as an error; and
// screenshots (light, dark, phone) for docs/screenshots.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, shot, generatedId, solutionOf, waitReady, CLASSIC_ID } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const cellOf = (page, r, c) => page.getByRole('gridcell', { name: new RegExp(`^r${r}c${c}, `) });

/** The first `=` sign between two empty cells of a Tango game ID: [r1, c1, r2, c2] (1-based). */
function emptyEqualPair(id) {
  const [, n0, cells, signs] = id.split(':');
  const n = Number(n0), h = n * (n - 1);
  for (let k = 0; k < signs.length; k++) {
    if (signs[k] !== '=') continue;
    const a = k < h ? Math.floor(k / (n - 1)) * n + (k % (n - 1)) : k - h;
    const b = k < h ? a + 1 : a + n;
    if (cells[a] === '.' && cells[b] === '.') return [Math.floor(a / n) + 1, (a % n) + 1, Math.floor(b / n) + 1, (b % n) + 1];
  }
  return null;
}

test('choosing Tango: sizes 6–14, sun / moon keypad, signs on the borders, no notes', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  await p.getByLabel('Puzzle', { exact: true }).selectOption('tango');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => location.hash.startsWith('#tango:6:'));
  await waitReady(p);
  assert.deepEqual(await p.getByLabel('Size').locator('option').allTextContents(), ['6×6', '8×8', '10×10', '12×12', '14×14']);
  assert.equal(await p.getByRole('grid').getAttribute('aria-label'), 'Tango 6×6');
  assert.equal(await p.getByRole('gridcell').count(), 36);
  assert.deepEqual(await p.getByRole('group', { name: 'Keypad' }).getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? b.textContent)),
    ['sun', 'moon', 'Erase']);
  assert.ok(await p.getByRole('button', { name: 'Notes' }).isHidden());
  assert.ok(await p.locator('.sign').count() > 0, 'the signs are drawn');
  // a cell's description names its signs
  const described = await p.getByRole('gridcell').evaluateAll((els) => els.some((e) => /signs [=×] r\dc\d/.test(e.getAttribute('aria-description') ?? '')));
  assert.ok(described);
  await shot(p, 'tango-6-light');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a Tango game: a cell played by keys, a hint, a broken sign marked', async () => {
  const id = await generatedId('tango', 6, 'easy', 2);
  const pair = emptyEqualPair(id);
  assert.ok(pair, `an = between two empty cells in ${id}`);
  const t = await newPage(env);
  await t.open('', id);
  const p = t.page;
  const [r1, c1, r2, c2] = pair;
  await cellOf(p, r1, c1).focus();
  await p.keyboard.press('0');
  assert.equal(await cellOf(p, r1, c1).getAttribute('aria-label'), `r${r1}c${c1}, sun`);
  await cellOf(p, r2, c2).focus();
  await p.keyboard.press('1');
  assert.equal(await cellOf(p, r2, c2).getAttribute('aria-label'), `r${r2}c${c2}, moon`);
  // the = between them is broken: both cells break a rule, and the sign is drawn as an error
  assert.equal(await cellOf(p, r1, c1).getAttribute('aria-invalid'), 'true');
  assert.equal(await cellOf(p, r2, c2).getAttribute('aria-invalid'), 'true');
  assert.equal(await p.locator('.sign.bad').count(), 1);
  await shot(p, 'tango-broken-sign');
  // Hint names the wrong entry first; after erasing both, it names a technique
  await cellOf(p, r1, c1).focus();
  await p.keyboard.press('Backspace');
  await cellOf(p, r2, c2).focus();
  await p.keyboard.press('Backspace');
  assert.equal(await p.locator('.sign.bad').count(), 0);
  await p.getByRole('button', { name: 'Hint', exact: true }).click();
  const panel = p.getByRole('region', { name: 'Hint' });
  await panel.getByText(/Look for/).waitFor();
  await p.getByRole('button', { name: 'Hint', exact: true }).click();
  await panel.getByText(/Sign rule|Pair|Sandwich|Balance|Last cell/).first().waitFor();
  // Issue 29: the picture draws suns and moons as the board does, never 0 and 1
  const drawn = await p.locator('.figure-overlay text').allTextContents();
  assert.ok(drawn.length > 0, 'the picture marks the cell it places');
  for (const text of drawn) assert.ok(['☀', '☾'].includes(text), `a sun or a moon in the picture, not ${JSON.stringify(text)}`);
  await shot(p, 'tango-hint-picture');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Tango on a phone and in the dark theme', async () => {
  const id = await generatedId('tango', 8, 'medium', 1);
  for (const [name, opts] of [['tango-8-phone-dark', { viewport: { width: 390, height: 844 }, colorScheme: 'dark' }],
    ['tango-8-320', { viewport: { width: 320, height: 640 } }]]) {
    const t = await newPage(env, opts);
    await t.open('', id);
    const p = t.page;
    // every sign lies inside the grid, on a border between two cells
    const boxes = await p.evaluate(() => {
      const g = document.querySelector('.grid').getBoundingClientRect();
      return [...document.querySelectorAll('.sign')].map((s) => { const b = s.getBoundingClientRect(); return [b.x - g.x, b.y - g.y, b.width, g.width]; });
    });
    assert.ok(boxes.length > 0);
    for (const [x, y, w, gw] of boxes) assert.ok(x >= -1 && y >= -1 && x + w <= gw + 1 && w >= 10, `${x} ${y} ${w} ${gw}`);
    await shot(p, name);
    assert.deepEqual(await t.problems(), []);
    await t.close();
  }
});

test('Learn lists Tango techniques and shows an example of the sign rule', async () => {
  const t = await newPage(env);
  await t.open('?seed=3');
  const p = t.page;
  await p.getByRole('button', { name: 'Learn' }).click();
  const lib = p.getByRole('dialog', { name: 'Learn' });
  await lib.waitFor();
  assert.equal(await lib.getByRole('list', { name: 'Tango, Easy' }).count(), 1);
  for (const name of ['Example Sign rule (Tango)', 'Practise Sign pair (Tango)', 'Practise Sign balance (Tango)']) {
    assert.equal(await lib.getByRole('button', { name, exact: true }).count(), 1, name);
  }
  // the distinct-lines techniques are binary's only
  assert.equal(await lib.getByRole('button', { name: 'Example Duplicate guard (Tango)', exact: true }).count(), 0);
  await lib.getByRole('button', { name: 'Example Sign rule (Tango)', exact: true }).click();
  await p.getByRole('region', { name: 'Example: Sign rule' }).waitFor();
  await waitReady(p);
  assert.match(await p.evaluate(() => location.hash), /^#example\/tango\/sign-rule\/\d+$/);
  assert.match(await p.getByRole('grid').getAttribute('aria-label'), /^Tango (6×6|8×8)$/);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Tango: Import a game ID, Share its link, a reload keeps the game, a solve counts in Statistics', async () => {
  const id = await generatedId('tango', 6, 'medium', 4);
  const t = await newPage(env, { permissions: ['clipboard-read', 'clipboard-write'] });
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const dialog = p.getByRole('dialog', { name: 'Import a puzzle' });
  await p.getByRole('button', { name: 'Import' }).click();
  await dialog.getByLabel('Game ID or puzzle line').fill(id);
  await dialog.getByRole('button', { name: 'Load' }).click();
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 36);
  assert.match(await p.locator('#message').textContent(), /^Imported Tango, level medium\.$/);
  assert.equal(decodeURIComponent(new URL(p.url()).hash.slice(1)), id);
  await p.getByRole('button', { name: 'Share' }).click();
  await p.locator('#message').filter({ hasText: 'Link copied' }).waitFor();
  assert.equal(decodeURIComponent(new URL(await p.evaluate(() => navigator.clipboard.readText())).hash), `#${id}`);
  // one entry, then a reload: the same game and entry
  const empty = (await p.getByRole('gridcell', { name: /, empty$/ }).first().getAttribute('aria-label')).split(',')[0];
  const [r, c] = empty.slice(1).split('c').map(Number);
  await cellOf(p, r, c).click();
  assert.equal(await cellOf(p, r, c).getAttribute('aria-label'), `${empty}, sun`);
  await p.reload();
  await waitReady(p);
  assert.equal(await cellOf(p, r, c).getAttribute('aria-label'), `${empty}, sun`);
  // solved by keys (the entry above may be wrong: it is typed over); Statistics gets a Tango row
  const sol = await solutionOf(id);
  const cells = id.split(':')[2];
  for (let i = 0; i < 36; i++) {
    if (cells[i] !== '.') continue;
    await cellOf(p, Math.floor(i / 6) + 1, (i % 6) + 1).focus();
    await p.keyboard.press(sol[i]);
  }
  const status = p.getByRole('status').filter({ hasText: /^Solved/ });
  await status.waitFor();
  assert.match(await status.textContent(), /^Solved! Time \d+:\d\d, no help used\. New best for Tango 6×6, Medium \(1 solved\)\.$/);
  await p.locator('details.stats summary').click();
  await p.getByRole('cell', { name: 'Tango 6×6' }).first().waitFor();
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
