// Killer Sudoku in the page (issue 14): the Puzzle menu makes one (4×4, 9×9 and 12×12) with its cages outlined and their
// sums drawn, the keypad's help lists the selected cage's combinations, a cage over its sum is a conflict, the game
// ID survives the URL and a reload, Hint alone solves a 9×9 Killer, its cage steps outlining their cages, and Fill notes
// writes the digits the cages still allow.
// By role and accessible name.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test, startAll, newPage, gridText, solutionOf, generatedId, hintByKeys, newGameOf } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

/** 4×4: cages a (r1c1, r2c1, r3c1: 7), b (r1c2, r2c2, r3c2: 6), c (r1c3: 2), d (8), e (9), f (8); givens r3c1, r3c4. */
const ID4 = 'killer:2x2:........1..3....:abcdabddabeefffe:7,6,2,8,9,8';
const cellAt = (p, r, c) => p.getByRole('gridcell', { name: new RegExp(`^r${r}c${c},`) });
const help = (p) => p.getByRole('note', { name: /^Cage combinations:/ });

/** The sums drawn in the grid, in cell order, and the sums of the game ID in the URL that are not empty. */
async function sums(p) {
  const drawn = await p.locator('#grid .cage-sum').allTextContents();
  const id = decodeURIComponent(new URL(p.url()).hash.slice(1));
  return { drawn, want: id.split(':')[4].split(',').filter((s) => s) };
}

test('Killer Sudoku from the Puzzle menu: 4×4 and 9×9 with cages outlined and sums drawn; Hint alone solves the 9×9', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=2');
  const next = p.getByRole('form', { name: 'Next game' });
  await next.getByLabel('Puzzle', { exact: true }).selectOption({ label: 'Killer Sudoku' });
  const sizes = await next.getByLabel('Size').locator('option').evaluateAll((os) => os.map((o) => Number(o.value)));
  assert.deepEqual(sizes, [4, 6, 9, 12]);
  for (const n of [4, 9]) {
    await next.getByLabel('Size').selectOption(String(n));
    const hashBefore = new URL(p.url()).hash;
    await p.getByRole('button', { name: 'New game' }).click();
    await p.waitForFunction((h) => location.hash !== h, hashBefore);
    await p.locator('#board[aria-busy="false"]').waitFor();
    await p.getByRole('grid', { name: `Killer Sudoku ${n}×${n}` }).waitFor();
    assert.match(decodeURIComponent(new URL(p.url()).hash), /^#killer:(2x2|3x3):/);
    const { drawn, want } = await sums(p);
    assert.deepEqual(drawn, want, 'one sum per cage, in the order of each cage\'s first cell');
    assert.match(await p.locator('.cage-overlay path').getAttribute('d'), /^M/);
    // the first cell is in the first cage: its description and the keypad's help name that cage
    await cellAt(p, 1, 1).click();
    assert.match(await cellAt(p, 1, 1).getAttribute('aria-description'), new RegExp(`cage (adding up to|of) ${want[0]}\\b`));
    assert.match(await help(p).textContent(), new RegExp(`^${want[0]} in \\d: \\d( \\d)*( · \\d( \\d)*)*$`));
  }
  // Hint, pressed again and again without notes, solves the 9×9 in a bounded number of hints (three presses each),
  // every entry right; the cage steps outline their cages in the picture. With no givens to start from, most
  // hints work on filled-in notes (the engine's solve path of this puzzle, `deduce steps`, has 113 steps).
  const solution = await solutionOf(decodeURIComponent(new URL(p.url()).hash.slice(1)));
  let hints = 0, cagePictures = 0;
  while (!(await p.getByRole('status').filter({ hasText: 'Solved!' }).count())) {
    assert.ok(hints < 130, 'a 9×9 Killer solved within 130 hints');
    await hintByKeys(p, {
      atTier2: async (title) => {
        if (/Cage|45 rule/.test(title)) {
          assert.ok(await p.locator('.figure-overlay [data-unit^="cage-"]').count() > 0, `${title}: its cage outlined`);
          cagePictures++;
        } else if (/^(Naked single|Hidden single|Full house)$/.test(title)) {
          assert.equal(await p.locator('.figure-overlay [data-unit^="cage-"]').count(), 0, `${title}: no cage outlined`);
        }
      },
    });
    hints++;
    const grid = await gridText(p);
    for (let i = 0; i < 81; i++) assert.ok(grid[i] === '.' || grid[i] === solution[i], `r${Math.floor(i / 9) + 1}c${(i % 9) + 1} after hint ${hints}`);
  }
  assert.equal(await gridText(p), solution);
  assert.ok(cagePictures > 0, 'some hint was a cage step');
  // counted in Statistics as a Killer Sudoku, and the finish message says so
  assert.match(await p.getByRole('status').textContent(), /Killer Sudoku 9×9/);
  await p.locator('details.stats summary').click();
  assert.deepEqual(await p.locator('#stats-body tr').evaluateAll((trs) => trs.map((tr) => tr.cells[0].textContent)), ['Killer Sudoku 9×9']);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Killer 12×12 from the Puzzle menu: Hard and Master offered, cages with sums, the letters\' values in the cage help, hints right', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=3');
  const next = p.getByRole('form', { name: 'Next game' });
  await next.getByLabel('Puzzle', { exact: true }).selectOption({ label: 'Killer Sudoku' });
  await next.getByLabel('Size').selectOption('12');
  const offered = await next.getByLabel('Level').locator('option:not([disabled])').evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(offered, ['hard', 'master']);
  const id = await newGameOf(p, { size: 12, level: 'hard', prefix: '#killer:3x4:' });
  await p.getByRole('grid', { name: 'Killer Sudoku 12×12' }).waitFor();
  await p.getByText('This puzzle: Hard').waitFor();
  const { drawn, want } = await sums(p);
  assert.deepEqual(drawn, want, 'one sum per cage');
  assert.ok(want.some((s) => Number(s) > 0));
  // a cage's combinations name digits past 9 by their letters, and say what the letters are worth
  await cellAt(p, 1, 1).click();
  assert.match(await help(p).textContent(), new RegExp(`^${want[0]} in \\d: .* \\(A = 10, B = 11, C = 12\\)$`));
  // hints from the start place or rule out only what the solution allows
  const solution = await solutionOf(id);
  for (let h = 0; h < 4; h++) {
    await hintByKeys(p);
    const grid = await gridText(p);
    for (let i = 0; i < 144; i++) assert.ok(grid[i] === '.' || grid[i] === solution[i], `cell ${i} after hint ${h + 1}`);
  }
  assert.notEqual(await gridText(p), '.'.repeat(144), 'the hints placed something');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a Killer link: the cage help, a cage over its sum as a conflict, the game after a reload; Import', async () => {
  for (const [colorScheme, viewport] of [['dark', { width: 390, height: 844 }], ['light', { width: 320, height: 640 }]]) {
    const t = await newPage(env, { colorScheme, viewport });
    const p = t.page;
    await t.open('?seed=1', ID4);
    const grid = p.getByRole('grid', { name: 'Killer Sudoku 4×4' });
    await grid.waitFor();
    const box = await grid.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= viewport.width + 1, `the grid fits a ${viewport.width} px screen`);
    // the Puzzle choice reads in full ("Killer Sudoku" beside its arrow, no ellipsis)
    const kind = p.getByRole('form', { name: 'Next game' }).getByLabel('Puzzle', { exact: true });
    assert.equal(await kind.inputValue(), 'killer');
    const room = await kind.evaluate((s) => {
      const cs = getComputedStyle(s), ctx = document.createElement('canvas').getContext('2d');
      ctx.font = cs.font;
      const arrow = 20; // the select's drop-down arrow
      return s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - arrow - ctx.measureText(s.selectedOptions[0].text).width;
    });
    assert.ok(room >= 0, `"Killer Sudoku" fits its select at ${viewport.width} px (${room.toFixed(1)} px to spare)`);
    // and the header names the game in full (two short lines on a 320 px phone rather than an ellipsis)
    const info = p.locator('#game-info');
    assert.equal(await info.textContent(), 'Killer Sudoku 4×4');
    assert.ok(await info.evaluate((e) => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight + 1),
      `the header's "Killer Sudoku 4×4" is not cut at ${viewport.width} px`);
    assert.deepEqual(await p.locator('#grid .cage-sum').allTextContents(), ['7', '6', '2', '8', '9', '8']);
    assert.equal(await help(p).textContent(), 'Select a cell of a cage to see its combinations.');
    await cellAt(p, 1, 2).click();
    assert.equal(await help(p).getAttribute('aria-label'), 'Cage combinations: 6 in 3 cells: 1 2 3');
    assert.equal(await cellAt(p, 1, 2).getAttribute('aria-description'), 'in a 3-cell cage adding up to 6');
    // 3 and 4 in the 6 cage (no row, column or block broken): over its sum with a cell to fill
    await p.keyboard.press('3');
    await cellAt(p, 2, 2).click();
    await p.keyboard.press('4');
    for (const [r, c] of [[1, 2], [2, 2]]) {
      assert.equal(await cellAt(p, r, c).getAttribute('aria-invalid'), 'true');
      assert.match(await cellAt(p, r, c).getAttribute('aria-description'), /breaks a rule/);
    }
    assert.equal(await help(p).textContent(), '6 in 3: no combination fits the digits placed');
    await p.keyboard.press('Backspace');
    assert.equal(await cellAt(p, 1, 2).getAttribute('aria-invalid'), null);
    assert.equal(await help(p).textContent(), '6 in 3: 1 2 3');
    // the game ID stays in the URL, and a reload brings back the game with its entry
    assert.equal(decodeURIComponent(new URL(p.url()).hash.slice(1)), ID4);
    await p.reload();
    await p.getByRole('grid', { name: 'Killer Sudoku 4×4' }).waitFor();
    await cellAt(p, 1, 2).filter({ hasText: '3' }).waitFor();
    assert.equal(await cellAt(p, 1, 2).getAttribute('aria-label'), 'r1c2, 3');
    assert.equal(decodeURIComponent(new URL(p.url()).hash.slice(1)), ID4);
    // Import takes a Killer game ID as it takes any other
    const other = await generatedId('killer', 4, 'easy', 3);
    await p.getByRole('button', { name: 'Import' }).click();
    const dialog = p.getByRole('dialog', { name: 'Import a puzzle' });
    await dialog.getByRole('textbox', { name: 'Game ID or puzzle line' }).fill(other);
    await dialog.getByRole('button', { name: 'Load' }).click();
    await p.getByText(/^Imported Killer Sudoku, level \w+\.$/).waitFor();
    assert.equal(decodeURIComponent(new URL(p.url()).hash.slice(1)), other);
    assert.deepEqual(await p.locator('#grid .cage-sum').allTextContents(), other.split(':')[4].split(',').filter((x) => x));
    assert.deepEqual(await t.problems(), []);
    await t.close();
  }
});

test('Fill notes on a Killer writes the digits the cages still allow, not only those of the rows, columns and blocks', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=1', ID4);
  await p.getByRole('grid', { name: 'Killer Sudoku 4×4' }).waitFor();
  await p.getByRole('button', { name: 'Fill notes' }).click();
  const notes = async (r, c) => (await cellAt(p, r, c).getAttribute('aria-description')).match(/notes ([\d ]+)/)?.[1];
  // the 7-cage holds the given 1, so 2 and 4 (the column alone allows 2 3 4); the 6-cage is 1 2 3, so r3c2
  // (2 or 4 by its row) is 2; the 2-cage is 2; the 8-cage is 1 3 4, so r1c4 (1 2 4 by its column) is 1 or 4
  assert.deepEqual([await notes(1, 1), await notes(2, 1), await notes(3, 2), await notes(1, 3), await notes(1, 4)],
    ['2 4', '2 4', '2', '2', '1 4']);
  // one move: Undo takes every note back
  await p.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await notes(1, 1), undefined);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

/** Killer master (`deduce generate --kind killer --size 9 --level master --seed 1`): its 3rd hint without notes
 *  fills in notes (no placement within a few steps). */
const MASTER = 'killer:3x3:.....................................6.................................2.7....5..:aaabccdddaebbbccddaeebfffgghiiiifjkkhhhllljjkmhnnnlojjmmpnnooqrmppssoqqrttpssoqqr:22,23,22,28,14,19,9,25,20,30,12,19,20,27,23,26,28,9,21,8';

/** Each cell's notes as the page describes them ('' for none), in cell order. */
const allNotes = (p) => p.getByRole('gridcell').evaluateAll((els) =>
  els.map((e) => (e.getAttribute('aria-description') ?? '').match(/notes ([\d ]+)/)?.[1] ?? ''));

test('a Killer hint that fills in notes writes them cage-aware, as Fill notes does', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=1', MASTER);
  let filled = null;
  for (let hints = 0; !filled; hints++) {
    assert.ok(hints < 20, 'a hint fills in notes within 20 hints');
    const { tier2 } = await hintByKeys(p);
    const fills = /fill in the notes/.test(tier2);
    if (fills) filled = await allNotes(p);
  }
  assert.ok(filled.some((n) => n), 'the hint wrote notes');
  // Fill notes from the same position: the cage-aware candidates; the hint's notes are those, less what its step
  // removed (plain candidates, from the rows, columns and blocks alone, have more)
  await p.getByRole('button', { name: 'Fill notes' }).click();
  const full = await allNotes(p);
  filled.forEach((n, i) => {
    if (!n) return;
    const allowed = full[i].split(' ');
    assert.ok(n.split(' ').every((d) => allowed.includes(d)), `cell ${i}: the hint's notes ${n}, Fill notes ${full[i]}`);
  });
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

// The cage sum sits above the notes: at phone widths its minimum size (9 px) is more than the room a fifth of the
// cell leaves, and the notes 1 and 2 of the sum's cell were hidden under it.
test('a cage sum never covers the notes of its cell, at 320 and 390 px', async () => {
  for (const width of [320, 390]) {
    const t = await newPage(env, { viewport: { width, height: 800 } });
    const p = t.page;
    await t.open('?seed=1', MASTER);
    await p.getByRole('button', { name: 'Fill notes' }).click();
    const overlaps = await p.locator('.cell.cage-first').evaluateAll((cells) => cells.flatMap((c) => {
      const sum = c.querySelector('.cage-sum').getBoundingClientRect();
      return [...c.querySelectorAll('.notes > span')].filter((s) => s.textContent).map((s) => {
        const r = s.getBoundingClientRect();
        // the glyph's box: a line-height-1 span is its font size tall
        const hit = r.left < sum.right - 0.5 && r.right > sum.left + 0.5 && r.top < sum.bottom - 0.5 && r.bottom > sum.top + 0.5;
        return hit ? `${c.getAttribute('aria-label')}: note ${s.textContent} under the sum ${sum.bottom.toFixed(1)} > ${r.top.toFixed(1)}` : null;
      }).filter(Boolean);
    }));
    assert.deepEqual(overlaps, [], `${width} px`);
    assert.deepEqual(await t.problems(), []);
    await t.close();
  }
});

// Issue 29: on a phone the cage sums were 8 px, the keypad counts 10 px, and the dark theme's cage outlines faint.
test('phone, dark: cage sums at least 10 px, keypad counts at least 11 px, cage outlines in contrast with the cells', async () => {
  const id = await generatedId('killer', 9, 'easy', 2);
  const t = await newPage(env, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  await t.open('?seed=1', id);
  const p = t.page;
  const px = (v) => parseFloat(v);
  const sumSize = await p.locator('#grid .cage-sum').first().evaluate((e) => getComputedStyle(e).fontSize);
  assert.ok(px(sumSize) >= 10, `cage sum ${sumSize}`);
  const countSize = await p.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '1', exact: true })
    .evaluate((e) => getComputedStyle(e, '::after').fontSize);
  assert.ok(px(countSize) >= 11, `keypad count ${countSize}`);
  // WCAG contrast of the outline's colour against an empty cell's background: at least 3 (non-text)
  const ratio = await p.evaluate(() => {
    const rgb = (c) => c.match(/[\d.]+/g).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
      .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
    const line = lum(rgb(getComputedStyle(document.querySelector('#grid .cage-lines')).stroke));
    const cell = lum(rgb(getComputedStyle(document.querySelector('#grid .cell:not(.given)')).backgroundColor));
    return (Math.max(line, cell) + 0.05) / (Math.min(line, cell) + 0.05);
  });
  assert.ok(ratio >= 3, `cage outline contrast ${ratio.toFixed(2)}`);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

// Issue 29: Killer 9×9 Expert, which the generator finds about 1 try in 20, is offered from a ready-made set of the
// generator's Expert puzzles (www/puzzles/killer-9-expert.txt, each checked by tests/killer.rs).
test('Killer 9×9 Expert is offered: New game draws an Expert from the ready-made set, at once', async () => {
  const t = await newPage(env);
  const p = t.page;
  await t.open('?seed=3');
  const next = p.getByRole('form', { name: 'Next game' });
  await next.getByLabel('Puzzle', { exact: true }).selectOption({ label: 'Killer Sudoku' });
  await next.getByLabel('Size').selectOption('9');
  const level = next.getByLabel('Level');
  assert.equal(await level.locator('option[value="expert"]').isDisabled(), false);
  await level.selectOption('expert');
  const note = await level.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')).textContent);
  assert.ok(!note.includes('Expert'), note);
  const set = fs.readFileSync(new URL('../www/puzzles/killer-9-expert.txt', import.meta.url), 'utf8').split('\n').filter((l) => l.startsWith('killer:'));
  const seen = new Set();
  for (let i = 0; i < 2; i++) {
    const id = await newGameOf(p, { size: 9, level: 'expert', prefix: '#killer:3x3:' });
    assert.ok(set.includes(id), `${id} is from the set`);
    seen.add(id);
    await p.getByText(/^This puzzle: Expert/).waitFor();
    assert.doesNotMatch(await p.locator('#message').textContent(), /You asked for/);
  }
  assert.equal(seen.size, 2, 'another puzzle each time');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
