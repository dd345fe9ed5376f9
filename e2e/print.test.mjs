// The print stylesheet: just the puzzle grid, black on white, in either theme.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startAll, newPage, cell, shot, CLASSIC_ID } from './helpers.mjs';

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
    await p.emulateMedia({ media: 'print' });
    const grid = p.getByRole('grid');
    assert.ok(await grid.isVisible());
    for (const name of ['New game', 'Hint', 'Undo', 'Import', 'Erase']) {
      assert.ok(await p.getByRole('button', { name, exact: true }).isHidden(), `${name} hidden`);
    }
    for (const name of ['Puzzle', 'Size', 'Level']) assert.ok(await p.getByLabel(name, { exact: true }).isHidden());
    assert.ok(await p.getByRole('group', { name: 'Keypad' }).isHidden());
    assert.ok(await p.getByRole('timer').isHidden());
    assert.ok(await p.getByRole('heading', { name: 'Deduce' }).isHidden());
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
