// Input as SudokuPad players know it (issue 29): several cells selected at once, by a drag (mouse or finger),
// Ctrl-click and Shift+arrows, and a symbol, a note or Erase changing all of them in one undoable move.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, cell, waitReady, CLASSIC_ID } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const label = (p, r, c) => cell(p, r, c).getAttribute('aria-label');
const desc = (p, r, c) => cell(p, r, c).getAttribute('aria-description');
/** The selected cells' names (r1c3, …), in grid order. */
const selected = (p) => p.locator('[role=gridcell][aria-selected=true]')
  .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label').split(',')[0]));
const centre = async (p, r, c) => { const b = await cell(p, r, c).boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };

test('a mouse drag selects the cells it crosses; a digit goes into all of them, and one Undo takes it out of all', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  assert.equal(await p.getByRole('grid').getAttribute('aria-multiselectable'), 'true');
  // row 1 is 53..7....: r1c3 and r1c4 are empty; r2c3 too (6..195...)
  await p.mouse.move(...await centre(p, 1, 3));
  await p.mouse.down();
  await p.mouse.move(...await centre(p, 1, 4), { steps: 4 });
  await p.mouse.move(...await centre(p, 2, 4), { steps: 4 });
  await p.mouse.move(...await centre(p, 2, 3), { steps: 4 });
  await p.mouse.up();
  assert.deepEqual(await selected(p), ['r1c3', 'r1c4', 'r2c3', 'r2c4']);
  // r2c4 holds a given 1: it is skipped, the three others take the 2
  await p.keyboard.press('2');
  for (const [r, c] of [[1, 3], [1, 4], [2, 3]]) assert.equal(await label(p, r, c), `r${r}c${c}, 2`);
  assert.equal(await label(p, 2, 4), 'r2c4, 1');
  await p.getByRole('button', { name: 'Undo' }).click();
  for (const [r, c] of [[1, 3], [1, 4], [2, 3]]) assert.equal(await label(p, r, c), `r${r}c${c}, empty`);
  assert.equal(await p.getByRole('button', { name: 'Undo' }).isDisabled(), true, 'the three entries were one move');
  // a plain click selects one cell again
  await cell(p, 1, 6).click();
  assert.deepEqual(await selected(p), ['r1c6']);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Ctrl-click and Shift+arrows add cells; a note goes into all, again takes it out; Erase clears all; Esc keeps one', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  await cell(p, 1, 6).click();
  await cell(p, 1, 8).click({ modifiers: ['ControlOrMeta'] });
  await p.keyboard.press('Shift+ArrowRight');
  assert.deepEqual(await selected(p), ['r1c6', 'r1c8', 'r1c9']);
  // Ctrl+4 notes 4 in every selected cell
  await p.keyboard.press('Control+4');
  for (const c of [6, 8, 9]) assert.equal(await desc(p, 1, c), 'notes 4');
  await p.keyboard.press('Control+4');
  for (const c of [6, 8, 9]) assert.equal(await desc(p, 1, c), null, 'in all of them: out of all of them');
  await p.keyboard.press('Control+4');
  await p.keyboard.press('Control+2');
  // Ctrl-click on a selected cell takes it out of the selection
  await cell(p, 1, 8).click({ modifiers: ['ControlOrMeta'] });
  assert.deepEqual(await selected(p), ['r1c6', 'r1c9']);
  await p.keyboard.press('Backspace');
  assert.equal(await desc(p, 1, 6), null);
  assert.equal(await desc(p, 1, 9), null);
  assert.equal(await desc(p, 1, 8), 'notes 2 4', 'the cell taken out keeps its notes');
  await p.keyboard.press('Escape');
  assert.equal((await selected(p)).length, 1);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('phone: a finger dragged over the grid selects cells instead of scrolling the page', async () => {
  const t = await newPage(env, { viewport: { width: 390, height: 844 } });
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const scroll = await p.evaluate(() => scrollY);
  const cdp = await p.context().newCDPSession(p);
  const touch = async (type, [x, y]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const [a, b] = [await centre(p, 3, 1), await centre(p, 6, 1)];
  await touch('touchStart', a);
  for (let i = 1; i <= 6; i++) await touch('touchMove', [a[0], a[1] + ((b[1] - a[1]) * i) / 6]);
  await touch('touchEnd', b);
  assert.deepEqual(await selected(p), ['r3c1', 'r4c1', 'r5c1', 'r6c1']);
  assert.equal(await p.evaluate(() => scrollY), scroll, 'the page did not scroll');
  await cdp.detach();
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Shift+digit is a corner mark and Ctrl+digit a note, as in SudokuPad; Corner mode does the same from the keypad', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  await cell(p, 1, 6).click();
  await p.keyboard.press('Shift+2');
  await p.keyboard.press('Shift+8');
  await p.keyboard.press('Control+4');
  assert.equal(await desc(p, 1, 6), 'notes 4, corner marks 2 8');
  const corner = p.getByRole('button', { name: 'Corner', exact: true });
  await corner.click();
  assert.equal(await corner.getAttribute('aria-pressed'), 'true');
  await cell(p, 1, 7).click();
  await cell(p, 1, 8).click({ modifiers: ['ControlOrMeta'] });
  await p.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '2', exact: true }).click();
  assert.equal(await desc(p, 1, 7), 'corner marks 2');
  assert.equal(await desc(p, 1, 8), 'corner marks 2');
  // an entry hides a cell's corner marks; erasing it shows them again
  await corner.click();
  await cell(p, 1, 6).click();
  await p.keyboard.press('6');
  assert.equal(await desc(p, 1, 6), null);
  await p.keyboard.press('Backspace');
  assert.equal(await desc(p, 1, 6), 'corner marks 2 8', 'Erase took the entry; the marks stay');
  await p.keyboard.press('Backspace');
  assert.equal(await desc(p, 1, 6), null, 'and then the marks');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Colour mode: nine colours named on the keypad, several per cell, givens too; Undo, Erase and a reload keep them right', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const keypad = p.getByRole('group', { name: 'Keypad' });
  const colour = p.getByRole('button', { name: 'Colour', exact: true });
  await colour.click();
  assert.equal(await colour.getAttribute('aria-pressed'), 'true');
  assert.deepEqual((await keypad.getByRole('button').allInnerTexts()).length, 10);
  assert.ok(await keypad.getByRole('button', { name: 'Colour 1, orange' }).isVisible());
  assert.ok(await keypad.getByRole('button', { name: 'Colour 9, dark grey' }).isVisible());
  // r1c1 (a given 5) and r1c3 take colour 1 together; r1c3 colour 5 too, by the keyboard
  await cell(p, 1, 1).click();
  await cell(p, 1, 3).click({ modifiers: ['ControlOrMeta'] });
  await keypad.getByRole('button', { name: 'Colour 1, orange' }).click();
  assert.equal(await desc(p, 1, 1), 'given, colour 1 (orange)');
  await cell(p, 1, 3).click();
  await p.keyboard.press('5');
  assert.equal(await desc(p, 1, 3), 'colours 1 (orange), 5 (blue)');
  assert.equal(await label(p, 1, 3), 'r1c3, empty', 'a colour is no entry');
  const paint = await cell(p, 1, 3).evaluate((e) => getComputedStyle(e).backgroundImage);
  assert.match(paint, /conic-gradient/, 'two colours share the cell');
  await p.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await desc(p, 1, 3), 'colour 1 (orange)');
  await p.reload();
  await waitReady(p);
  assert.equal(await desc(p, 1, 1), 'given, colour 1 (orange)', 'saved with the game');
  // Erase in Colour mode takes the colours off
  await p.getByRole('button', { name: 'Colour', exact: true }).click();
  await cell(p, 1, 3).click();
  await p.keyboard.press('Backspace');
  assert.equal(await desc(p, 1, 3), null);
  assert.equal(await desc(p, 1, 1), 'given, colour 1 (orange)');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('phone: a long press on a keypad key writes a note; a tap writes the digit', async () => {
  const t = await newPage(env, { viewport: { width: 390, height: 844 } });
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const cdp = await p.context().newCDPSession(p);
  const key = p.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '4', exact: true });
  const b = await key.boundingBox();
  const at = [b.x + b.width / 2, b.y + b.height / 2];
  const touch = (type) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: at[0], y: at[1] }] });
  await cell(p, 1, 3).click();
  await touch('touchStart');
  await p.waitForTimeout(700);
  await touch('touchEnd');
  assert.equal(await label(p, 1, 3), 'r1c3, empty');
  assert.equal(await desc(p, 1, 3), 'notes 4');
  await touch('touchStart');
  await touch('touchEnd');
  assert.equal(await label(p, 1, 3), 'r1c3, 4', 'a tap enters it');
  await cdp.detach();
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('colour is never the only cue: a coloured cell shows its colours\' numbers (a setting, on by default), clear of its notes', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  await p.getByRole('button', { name: 'Fill notes' }).click();
  // a cell whose notes include 8, the note at the foot of the cell where the number goes
  const cells = await p.getByRole('gridcell').evaluateAll((els) => els.map((e) => e.getAttribute('aria-description') ?? ''));
  const k = cells.findIndex((d) => /^notes [^,]*\b8\b/.test(d));
  assert.ok(k >= 0);
  await p.getByRole('button', { name: 'Colour', exact: true }).click();
  await cell(p, Math.floor(k / 9) + 1, (k % 9) + 1).click();
  await p.keyboard.press('3');
  await p.keyboard.press('8');
  const numbers = p.locator('#grid .colour-numbers');
  assert.deepEqual(await numbers.allTextContents(), ['38'], 'on by default');
  assert.ok(await numbers.first().isVisible());
  // the number covers none of the notes: they draw in from the edges, as beside corner marks
  const overlap = await cell(p, Math.floor(k / 9) + 1, (k % 9) + 1).evaluate((c) => {
    const tag = c.querySelector('.colour-numbers').getBoundingClientRect();
    return Array.from(c.querySelectorAll('.notes > *')).filter((n) => n.textContent.trim()).map((n) => {
      const r = n.getBoundingClientRect();
      return r.left < tag.right && r.right > tag.left && r.top < tag.bottom && r.bottom > tag.top ? n.textContent : '';
    }).join('');
  });
  assert.equal(overlap, '', 'no note under the number');
  await p.locator('details.settings summary').click();
  await p.getByLabel('Show colour numbers in coloured cells').uncheck();
  assert.equal(await numbers.count(), 0, 'the setting turns them off');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
