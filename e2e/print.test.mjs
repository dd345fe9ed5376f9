// The print stylesheet: just the puzzle grid, black on white, in either theme.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, cell, shot, CLASSIC_ID } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

for (const colorScheme of ['light', 'dark']) {
  test(`printing shows only the grid (${colorScheme} theme)`, async () => {
    const t = await newPage(env, { colorScheme });
    const p = t.page;
    await t.open('?seed=1', CLASSIC_ID);
    await cell(p, 1, 3).click();
    await p.keyboard.press('4');
    await cell(p, 5, 5).click(); // a selection with highlighted peers must not print
    // What printing hides, each found once and shown on screen first: a control that is missing (renamed,
    // removed) fails here instead of passing as hidden.
    const controls = [
      ...['New game', 'Hint', 'Undo', 'Import', 'Erase'].map((name) => [name, p.getByRole('button', { name, exact: true })]),
      ...['Puzzle', 'Size', 'Level'].map((name) => [name, p.getByLabel(name, { exact: true })]),
      ['Keypad', p.getByRole('group', { name: 'Keypad' })],
      ['timer', p.getByRole('timer')],
      ['heading', p.getByRole('heading', { name: 'Deduce' })],
    ];
    for (const [name, loc] of controls) {
      assert.equal(await loc.count(), 1, `${name} is on the page once`);
      assert.ok(await loc.isVisible(), `${name} shows on screen`);
    }
    await p.emulateMedia({ media: 'print' });
    const grid = p.getByRole('grid');
    assert.ok(await grid.isVisible());
    for (const [name, loc] of controls) assert.ok(await loc.isHidden(), `${name} hidden in print`);
    const colors = await p.evaluate(() => {
      const bg = (el) => getComputedStyle(el).backgroundColor;
      const cells = [...document.querySelectorAll('[role=gridcell]')];
      return { body: bg(document.body), cells: [...new Set(cells.map(bg))], given: getComputedStyle(cells[0]).color };
    });
    assert.equal(colors.body, 'rgb(255, 255, 255)');
    assert.deepEqual(colors.cells, ['rgb(255, 255, 255)']); // no highlight, selection or theme colour
    assert.equal(colors.given, 'rgb(0, 0, 0)');
    const box = await grid.boundingBox();
    assert.ok(box.width > 550 && box.width < 640, `16 cm wide grid, got ${box.width}px`); // fits A4 with margins
    await shot(p, `print-${colorScheme}`);
    // back on screen, everything returns
    await p.emulateMedia({ media: 'screen' });
    assert.ok(await p.getByRole('button', { name: 'New game' }).isVisible());
    assert.deepEqual(await t.problems(), []);
    await t.close();
  });
}
