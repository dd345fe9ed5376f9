// A Sudoku with rules (the game ID's rules field, `sudoku:3x3:<cells>:windoku;antiknight`) in the real page, opened
// by a link: its name and rules said in the engine's words, Windoku's windows tinted and named in each cell's
// description, a clash a knight's move apart marked on both cells, hints that place the solution's digits, and the
// board in light and dark themes and on a phone; Non-consecutive's clashes and notes clean-up; X-Sudoku says its
// diagonal rule the same way.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, waitReady, cell, shot, solutionOf, hintsPlaceSolution, gameIdOf, typeSolution, CLASSIC_ID } from './helpers.mjs';

// `deduce generate --kind sudoku --rules windoku,antiknight --seed 2`: 8 givens, master.
const ID = 'sudoku:3x3:...............5.1.6........9..3........8.............................2....7.....:windoku;antiknight';
// `deduce generate --kind sudoku --rules nonconsecutive --seed 4`.
const NC_ID = 'sudoku:3x3:6................4..7........2..3........6.......................9.....2.........:nonconsecutive';
// The classic of helpers.mjs with rule instances that hold in its solution (checked by `deduce count`: 1).
const MARKS_ID = 'sudoku:3x3:53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:even=r9c4;odd=r9c9;thermo=r1c1-r2c2-r3c3;arrow=r7c8>r8c8-r8c9;white=r1c2-r1c3;black=r1c3-r2c3;x=r2c4-r2c5;v=r1c8-r2c8;whisper=r4c1-r5c2-r6c1;renban=r3c7-r3c8-r3c9';
const SUMS_ID = 'sudoku:3x3:.....9.1..845.2....9.....826......47........93...9.1....6....5............7...8.6:cage=r3c2,r4c1,r4c2/20;littlekiller=r7c1+dr/13;littlekiller=r7c9+ul/28;sandwich=c1/21;sandwich=r2/8';
const X_ID = 'sudoku-x:3x3:.6............347...2..83...76......2..6.........1...........5...1....4.....92...';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

test('a Windoku + Anti-knight Sudoku by link: its rules said, its windows tinted and named, a knight clash marked', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', ID);
  const p = t.page;
  assert.equal(await p.getByRole('grid').getAttribute('aria-label'), 'Windoku + Anti-knight Sudoku 9×9');
  assert.equal(await p.locator('#game-info').textContent(), 'Windoku + Anti-knight Sudoku 9×9');
  assert.equal(await p.locator('#rules-text').textContent(),
    "Windoku: The four shaded 3×3 windows hold each digit once. Anti-knight: Two cells a chess knight's move apart never hold the same digit.");
  // Four windows of nine cells, tinted (a gradient image), r2c2 in window 1 and r8c8 in window 4, r1c1 in none.
  assert.equal(await p.locator('.cell.window').count(), 36);
  assert.match(await cell(p, 2, 2).evaluate((e) => getComputedStyle(e).backgroundImage), /linear-gradient/);
  assert.equal(await cell(p, 1, 1).evaluate((e) => getComputedStyle(e).backgroundImage), 'none');
  assert.match(await cell(p, 2, 2).getAttribute('aria-description') ?? '', /in window 1/);
  assert.match(await cell(p, 8, 8).getAttribute('aria-description') ?? '', /in window 4/);
  assert.doesNotMatch(await cell(p, 1, 1).getAttribute('aria-description') ?? '', /window/);
  await shot(p, 'rules-windoku-antiknight-light');
  // r1c3 and r2c5 are a knight's move apart and share no row, column, block or window: a 4 in both is a clash only
  // the rule makes.
  await cell(p, 1, 3).click();
  await p.keyboard.press('4');
  await cell(p, 2, 5).click();
  await p.keyboard.press('4');
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell][aria-invalid=true]').length === 2);
  assert.equal(await cell(p, 1, 3).getAttribute('aria-invalid'), 'true');
  assert.equal(await cell(p, 2, 5).getAttribute('aria-invalid'), 'true');
  await p.keyboard.press('Control+z');
  await p.keyboard.press('Control+z');
  await p.waitForFunction(() => !document.querySelector('[role=gridcell][aria-invalid=true]'));
  // Hints work through the rules and place the solution's digits (the teaching worker reads the same game ID).
  await hintsPlaceSolution(p, await solutionOf(ID), 2);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('the rules in the dark theme and on a phone, and X-Sudoku saying its diagonals', async () => {
  for (const [name, opts] of [['rules-windoku-antiknight-dark', { colorScheme: 'dark' }],
    ['rules-windoku-antiknight-phone', { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 }]]) {
    const t = await newPage(env, opts);
    await t.open('?seed=1', ID);
    assert.equal(await t.page.locator('.cell.window').count(), 36);
    const box = await cell(t.page, 9, 9).boundingBox();
    assert.ok(box.x + box.width <= (opts.viewport?.width ?? 1280), 'the board fits');
    assert.ok(await t.page.locator('#rules-text').isVisible());
    await shot(t.page, name);
    assert.deepEqual(await t.problems(), []);
    await t.close();
  }
  const t = await newPage(env);
  await t.open('?seed=1', X_ID);
  assert.equal(await t.page.locator('#game-info').textContent(), 'X-Sudoku 9×9');
  assert.equal(await t.page.locator('#rules-text').textContent(), 'Diagonals: Both main diagonals hold each digit once.');
  assert.match(await cell(t.page, 3, 3).getAttribute('aria-description') ?? '', /on the main diagonal/);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Non-consecutive: consecutive digits side by side clash, and a placed digit cleans its neighbours\' notes', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', NC_ID);
  const p = t.page;
  assert.equal(await p.locator('#game-info').textContent(), 'Non-consecutive Sudoku 9×9');
  assert.equal(await p.locator('#rules-text').textContent(), 'Non-consecutive: Cells that share a side never hold digits that differ by 1.');
  // r1c1 holds 6: a 5 beside it breaks the rule, both cells marked.
  await cell(p, 1, 2).click();
  await p.keyboard.press('5');
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell][aria-invalid=true]').length === 2);
  assert.equal(await cell(p, 1, 1).getAttribute('aria-invalid'), 'true');
  await p.keyboard.press('Control+z');
  await p.waitForFunction(() => !document.querySelector('[role=gridcell][aria-invalid=true]'));
  // Notes 2, 4 and 8 in r1c3; a 3 placed below it takes 2 and 4 (next to 3) with it, 8 stays.
  await cell(p, 1, 3).click();
  for (const d of ['2', '4', '8']) await p.keyboard.press(`Control+${d}`);
  assert.match(await cell(p, 1, 3).getAttribute('aria-description') ?? '', /notes 2 4 8/);
  await cell(p, 2, 3).click();
  await p.keyboard.press('3');
  await p.waitForFunction(() => /notes 8(,|$)/.test(document.querySelectorAll('[role=gridcell]')[2].getAttribute('aria-description') ?? ''));
  await shot(p, 'rules-nonconsecutive');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('rule instances drawn as players know them: a thermometer, an arrow, a whisper line, a renban line, Kropki dots, X and V, even and odd cells', async () => {
  for (const [name, opts] of [['rules-marks-light', {}], ['rules-marks-dark', { colorScheme: 'dark' }],
    ['rules-marks-phone', { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 }]]) {
    const t = await newPage(env, opts);
    await t.open('?seed=1', MARKS_ID);
    const p = t.page;
    const layer = p.locator('.rules-overlay');
    assert.equal(await layer.locator('.rule-thermo-bulb').count(), 1);
    assert.equal(await layer.locator('.rule-thermo').count(), 1);
    assert.equal(await layer.locator('.rule-whisper').count(), 1);
    assert.equal(await layer.locator('.rule-renban').count(), 1);
    assert.equal(await layer.locator('.rule-arrow-circle').count(), 1);
    assert.equal(await layer.locator('.rule-arrow').count(), 2, 'a line and its head');
    assert.equal(await layer.locator('.rule-dot.white').count(), 1);
    assert.equal(await layer.locator('.rule-dot.black').count(), 1);
    assert.deepEqual(await layer.locator('.rule-xv').allTextContents(), ['X', 'V']);
    assert.equal(await layer.locator('.rule-parity').count(), 2);
    // The bulb sits on r1c1's centre.
    const bulb = await layer.locator('.rule-thermo-bulb').boundingBox(), c11 = await cell(p, 1, 1).boundingBox();
    assert.ok(Math.abs(bulb.x + bulb.width / 2 - (c11.x + c11.width / 2)) < 2 && Math.abs(bulb.y + bulb.height / 2 - (c11.y + c11.height / 2)) < 2);
    // Each cell says what it is part of.
    assert.match(await cell(p, 1, 1).getAttribute('aria-description') ?? '', /a thermometer's bulb/);
    assert.match(await cell(p, 1, 3).getAttribute('aria-description') ?? '', /white dot with r1c2, black dot with r2c3/);
    assert.match(await cell(p, 2, 4).getAttribute('aria-description') ?? '', /X with r2c5/);
    assert.match(await cell(p, 9, 4).getAttribute('aria-description') ?? '', /even cell/);
    assert.match(await cell(p, 5, 2).getAttribute('aria-description') ?? '', /on a whisper line/);
    assert.match(await cell(p, 3, 8).getAttribute('aria-description') ?? '', /on a renban line/);
    assert.match(await cell(p, 7, 8).getAttribute('aria-description') ?? '', /an arrow's circle/);
    assert.match(await cell(p, 8, 9).getAttribute('aria-description') ?? '', /on the arrow from r7c8/);
    assert.match(await p.locator('#rules-text').textContent(), /^Even: .* German whispers: /);
    // Named as players call it, each family once (white and black dots are Kropki, X and V are XV).
    assert.equal(await p.locator('#game-info').textContent(), 'Even/odd + Thermo + Arrow + Kropki + XV + German whispers + Renban Sudoku 9×9');
    await shot(p, name);
    if (name === 'rules-marks-light') {
      // r2c2 on the thermometer above r1c1's 5: a 3 there breaks it, both cells marked.
      await cell(p, 2, 2).click();
      await p.keyboard.press('3');
      await p.waitForFunction(() => document.querySelectorAll('[role=gridcell][aria-invalid=true]').length >= 2);
      assert.equal(await cell(p, 1, 1).getAttribute('aria-invalid'), 'true');
    }
    assert.deepEqual(await t.problems(), []);
    await t.close();
  }
});

test('cages drawn dashed with their totals (drawn as a Killer is), little killer and sandwich clues outside the grid; New game makes each', async () => {
  for (const [name, opts] of [['rules-sums-light', {}], ['rules-sums-phone-dark', { colorScheme: 'dark', viewport: { width: 320, height: 700 } }]]) {
    const t = await newPage(env, opts);
    await t.open('?seed=1', SUMS_ID);
    const p = t.page;
    assert.equal(await p.locator('.cage-overlay .cage-lines').count(), 1);
    assert.equal(await cell(p, 3, 2).locator('.cage-sum').textContent(), '20');
    assert.deepEqual(await p.locator('.outside-overlay .rule-lk').allTextContents(), ['13', '28', '21', '8']);
    // The clues sit in a frame outside the grid: 13 left of it, beside row 6; 28 right of it, beside row 8.
    const grid = await p.getByRole('grid').boundingBox();
    const [left, right] = await Promise.all([0, 1].map((i) => p.locator('.outside-overlay .rule-lk').nth(i).boundingBox()));
    assert.ok(left.x + left.width <= grid.x + 1 && left.x >= 0, JSON.stringify([left, grid]));
    assert.ok(right.x >= grid.x + grid.width - 1 && right.x + right.width <= (opts.viewport?.width ?? 1280), JSON.stringify([right, grid]));
    const r6 = await cell(p, 6, 1).boundingBox(), r8 = await cell(p, 8, 9).boundingBox();
    assert.ok(left.y < r6.y + r6.height && left.y + left.height > r6.y, 'beside row 6');
    assert.ok(right.y < r8.y + r8.height && right.y + right.height > r8.y, 'beside row 8');
    assert.match(await cell(p, 4, 1).getAttribute('aria-description') ?? '', /in a 3-cell cage adding up to 20/);
    assert.match(await cell(p, 9, 3).getAttribute('aria-description') ?? '', /on a little killer diagonal from r7c1 adding up to 13/);
    assert.match(await cell(p, 2, 7).getAttribute('aria-description') ?? '', /row 2's sandwich adds up to 8/);
    assert.match(await cell(p, 5, 1).getAttribute('aria-description') ?? '', /column 1's sandwich adds up to 21/);
    // the sandwich totals: 21 above column 1, 8 left of row 2
    const [c21, s8] = await Promise.all([2, 3].map((i) => p.locator('.outside-overlay .rule-lk').nth(i).boundingBox()));
    const c1 = await cell(p, 1, 1).boundingBox(), r2 = await cell(p, 2, 1).boundingBox();
    assert.ok(c21.y + c21.height <= grid.y + 1 && c21.x < c1.x + c1.width && c21.x + c21.width > c1.x, 'above column 1');
    assert.ok(s8.x + s8.width <= grid.x + 1 && s8.y < r2.y + r2.height && s8.y + s8.height > r2.y, 'left of row 2');
    assert.equal(await p.locator('#game-info').textContent(), 'Killer + Little killer + Sandwich Sudoku 9×9');
    // The keypad's help lists a rule cage's combinations as it does a Killer cage's.
    const help = p.getByRole('note', { name: /^Cage combinations:/ });
    assert.equal(await help.textContent(), 'Select a cell of a cage to see its combinations.');
    await cell(p, 4, 1).click();
    assert.equal(await help.getAttribute('aria-label'), 'Cage combinations: 20 in 3 cells: 5 6 9');
    await cell(p, 5, 5).click();
    assert.equal(await help.textContent(), 'Select a cell of a cage to see its combinations.');
    // Three rules make a long text: on the phone three lines and a button for the rest; on a desktop all of it.
    const more = p.getByRole('button', { name: 'Show all the rules' });
    const rulesHeight = () => p.locator('#rules-text').evaluate((e) => e.getBoundingClientRect().height);
    if (opts.viewport) {
      const lineHeight = await p.locator('#rules-text').evaluate((e) => parseFloat(getComputedStyle(e).lineHeight) || 1.2 * parseFloat(getComputedStyle(e).fontSize));
      assert.ok(await rulesHeight() <= 3.2 * lineHeight, `three lines: ${await rulesHeight()} px`);
      await more.click();
      const less = p.getByRole('button', { name: 'Show fewer lines' });
      assert.equal(await less.getAttribute('aria-expanded'), 'true');
      assert.ok(await rulesHeight() > 4 * lineHeight, 'all of it');
      await less.click();
      assert.equal(await more.getAttribute('aria-expanded'), 'false');
    } else {
      assert.ok(!(await more.isVisible()), 'no button on a desktop');
    }
    await shot(p, name);
    if (name === 'rules-sums-light') {
      // New game with Rules: Little killer, then Killer cages: each drawn, the frame only with clues outside.
      for (const [label, part, frame] of [['Little killer', 'littlekiller=', true], ['Killer cages', 'cage=', false], ['Sandwich', 'sandwich=', true]]) {
        await p.getByLabel('Rules', { exact: true }).selectOption({ label });
        await p.getByLabel('Level').selectOption('easy');
        await p.getByRole('button', { name: 'New game' }).click();
        await p.waitForFunction(([part, id]) => decodeURIComponent(location.hash).includes(part) && decodeURIComponent(location.hash) !== `#${id}`,
          [part, SUMS_ID], { timeout: 30_000 });
        await p.waitForFunction((frame) => document.querySelector('.board').classList.contains('with-outside') === frame, frame);
        assert.equal(await p.locator('.outside-overlay .rule-lk').count() > 0, frame, label);
        assert.equal(await p.locator('.cage-overlay .cage-lines').count(), frame ? 0 : 1, label);
      }
    }
    assert.deepEqual(await t.problems(), []);
    await t.close();
  }
});

test('New game with Rules: Thermometers, mixed with Anti-knight, at the sizes rules are made at, hinted right', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  // The Mixed with choice appears once a rule is chosen; the sizes are 4×4 to 9×9.
  assert.ok(await p.getByLabel('Rules', { exact: true }).isVisible());
  assert.ok(!(await p.getByLabel('Mixed with', { exact: true }).isVisible()));
  await p.getByLabel('Rules', { exact: true }).selectOption({ label: 'Thermometers' });
  assert.ok(await p.getByLabel('Mixed with', { exact: true }).isVisible());
  assert.deepEqual(await p.getByLabel('Size').locator('option').allTextContents(), ['4×4', '6×6', '9×9']);
  await p.getByLabel('Level').selectOption('medium');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => /^#sudoku:3x3:.*:thermo=/.test(decodeURIComponent(location.hash)), null, { timeout: 30_000 });
  await waitReady(p);
  assert.equal(await p.locator('#game-info').textContent(), 'Thermo Sudoku 9×9');
  assert.ok(await p.locator('.rules-overlay .rule-thermo').count() >= 1, 'thermometers drawn');
  assert.match(await p.locator('#rules-text').textContent(), /^Thermometer: Digits increase/);
  assert.match(await p.getByText(/^This puzzle:/).textContent(), /^This puzzle: Medium/);
  await shot(p, 'rules-new-thermo');
  const id = gameIdOf(p);
  await hintsPlaceSolution(p, await solutionOf(id), 2);
  // The choices follow the game: Rules stays Thermometers; Mixed with Anti-knight mixes the two.
  assert.equal(await p.getByLabel('Rules', { exact: true }).inputValue(), 'thermo');
  await p.getByLabel('Mixed with', { exact: true }).selectOption({ label: 'Anti-knight' });
  await p.getByLabel('Level').selectOption('hard');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => /:antiknight;thermo=/.test(decodeURIComponent(location.hash)), null, { timeout: 30_000 });
  await waitReady(p);
  assert.equal(await p.locator('#game-info').textContent(), 'Anti-knight + Thermo Sudoku 9×9');
  // The Continue list names the thermometer game left unfinished as the page does.
  await p.getByRole('button', { name: 'Continue', exact: true }).click();
  const saved = p.getByRole('dialog', { name: 'Continue a game' });
  await saved.waitFor();
  assert.ok(await saved.getByRole('button', { name: /^Continue Thermo Sudoku 9×9, Medium, \d+ of \d+ filled/ }).isVisible());
  await p.keyboard.press('Escape');
  await saved.waitFor({ state: 'hidden' });
  // Non-consecutive is made at 6×6 and 9×9 alone. At 9×9 below Master its puzzles keep the givens their level needs
  // (its irreducible ones are all Master), so every level is offered.
  // It mixes with anti-knight or anti-king at 9×9 only (no 6×6 grid obeys either with it), never with Windoku (no
  // grid obeys both): the Anti-knight chosen with the thermometers stays.
  await p.getByLabel('Rules', { exact: true }).selectOption({ label: 'Non-consecutive' });
  const mixWith = p.getByLabel('Mixed with', { exact: true });
  assert.equal(await mixWith.inputValue(), 'antiknight');
  assert.deepEqual(await mixWith.locator('option:not([disabled])').allTextContents(), ['Nothing else', 'Anti-knight', 'Anti-king']);
  assert.deepEqual(await p.getByLabel('Size').locator('option').allTextContents(), ['9×9']);
  await p.getByLabel('Level').selectOption('medium');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => /^#sudoku:3x3:.*:antiknight;nonconsecutive$/.test(decodeURIComponent(location.hash)), null, { timeout: 30_000 });
  await waitReady(p);
  assert.equal(await p.locator('#game-info').textContent(), 'Anti-knight + Non-consecutive Sudoku 9×9');
  assert.equal(await mixWith.inputValue(), 'antiknight');
  await mixWith.selectOption({ label: 'Nothing else' });
  assert.deepEqual(await p.getByLabel('Size').locator('option').allTextContents(), ['6×6', '9×9']);
  assert.deepEqual(await p.getByLabel('Level').locator('option:not([disabled])').allTextContents(), ['Easy', 'Medium', 'Hard', 'Expert', 'Master']);
  await p.getByLabel('Size').selectOption({ label: '6×6' });
  assert.deepEqual(await p.getByLabel('Level').locator('option:not([disabled])').allTextContents(), ['Easy', 'Medium', 'Master']);
  await p.getByLabel('Level').selectOption('medium');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => /^#sudoku:2x3:.*:nonconsecutive$/.test(decodeURIComponent(location.hash)), null, { timeout: 30_000 });
  await waitReady(p);
  assert.equal(await p.locator('#game-info').textContent(), 'Non-consecutive Sudoku 6×6');
  assert.equal(await p.getByLabel('Rules', { exact: true }).inputValue(), 'nonconsecutive');
  // and at 9×9, Hard, made in the page
  await p.getByLabel('Size').selectOption({ label: '9×9' });
  await p.getByLabel('Level').selectOption('hard');
  await p.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => /^#sudoku:3x3:.*:nonconsecutive$/.test(decodeURIComponent(location.hash)), null, { timeout: 30_000 });
  await waitReady(p);
  assert.equal(await p.locator('#game-info').textContent(), 'Non-consecutive Sudoku 9×9');
  // Windoku is made at 9×9 only; Classic brings the usual sizes back.
  await p.getByLabel('Rules', { exact: true }).selectOption({ label: 'Windoku' });
  assert.deepEqual(await p.getByLabel('Size').locator('option').allTextContents(), ['9×9']);
  await p.getByLabel('Rules', { exact: true }).selectOption({ label: 'Classic' });
  assert.ok(!(await p.getByLabel('Mixed with', { exact: true }).isVisible()));
  assert.deepEqual(await p.getByLabel('Size').locator('option').allTextContents(), ['4×4', '6×6', '9×9', '12×12', '16×16', '25×25']);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('Learn: a rule\'s own steps listed under Sudoku; an example of Kropki chain is a Kropki game, its step named and drawn', async () => {
  const t = await newPage(env);
  await t.open('?seed=4', CLASSIC_ID);
  const p = t.page;
  await p.getByRole('button', { name: 'Learn' }).click();
  const lib = p.getByRole('dialog', { name: 'Learn' });
  await lib.waitFor();
  const easy = lib.getByRole('list', { name: 'Sudoku, Easy', exact: true });
  for (const name of ['Thermometer', 'Kropki pair', 'XV pair', 'German whisper', 'Non-consecutive pair', 'Negative constraint']) {
    assert.equal(await easy.getByRole('button', { name: `Practise ${name}`, exact: true }).count(), 1, name);
  }
  const medium = lib.getByRole('list', { name: 'Sudoku, Medium', exact: true });
  assert.equal(await medium.getByRole('button', { name: 'Example Kropki chain', exact: true }).count(), 1);
  await medium.getByRole('button', { name: 'Example Kropki chain', exact: true }).click();
  await p.getByRole('region', { name: 'Example: Kropki chain' }).waitFor({ timeout: 60_000 });
  await waitReady(p);
  assert.match(await p.evaluate(() => location.hash), /^#example\/sudoku\/kropki-chain\/\d+$/);
  await p.getByRole('grid', { name: 'Kropki Sudoku 9×9' }).waitFor();
  assert.ok(await p.locator('.rules-overlay .rule-dot').count() >= 10, 'every dot drawn');
  await p.getByRole('button', { name: 'Show the step' }).click();
  await p.locator('svg.figure-overlay.active').waitFor();
  const hint = await p.getByRole('region', { name: 'Hint' }).textContent();
  assert.match(hint, /Kropki chain/);
  assert.match(hint, /lies between r\d+c\d+ and r\d+c\d+/);
  await shot(p, 'rules-learn-kropki-chain');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a solved Thermo Sudoku is counted in Statistics as a Thermo Sudoku, apart from classic ones', async () => {
  const id = 'sudoku:3x3:.34........2.5....6..13....91........5....89...7...........498.....7.1...4.....2.:thermo=r3c8-r2c7-r1c6-r2c6-r3c6;thermo=r6c8-r6c9-r7c8;thermo=r7c9-r8c9-r8c8-r9c7';
  const t = await newPage(env);
  await t.open('?seed=1', id);
  const p = t.page;
  await typeSolution(p, id);
  const status = p.getByRole('status');
  await status.filter({ hasText: /Solved/ }).waitFor();
  assert.match(await status.textContent(), /New best for Thermo Sudoku 9×9, Easy \(1 solved\)/);
  await p.locator('details.stats summary').click();
  const names = () => p.locator('#stats-body tr').evaluateAll((trs) => trs.map((tr) => tr.cells[0].textContent));
  assert.deepEqual(await names(), ['Thermo Sudoku 9×9']);
  // A classic game solved after it has a row of its own, and both survive a reload.
  await p.goto(p.url().split('#')[0] + '#' + CLASSIC_ID);
  await waitReady(p);
  await typeSolution(p, CLASSIC_ID);
  await status.filter({ hasText: /New best for Sudoku 9×9/ }).waitFor();
  await p.reload();
  await p.locator('details.stats summary').click();
  assert.deepEqual(await names(), ['Sudoku 9×9', 'Thermo Sudoku 9×9']);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

// A sandwich of nothing (the 1 and the 9 side by side) has the total 0, which the engine's marks leave out: the
// clue says 0 (it said "undefined") and its cells say so, and the game opens (the words once stopped the drawing).
test('a sandwich total of 0 is drawn and said as 0', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', 'sudoku:3x3:........57.2..5..........8...6....4.9...3...23..9.......7.693...6.......2.9..7...:sandwich=r1/9;sandwich=c6/20;sandwich=c8/0');
  const p = t.page;
  assert.deepEqual(await p.locator('.outside-overlay .rule-lk').allTextContents(), ['9', '20', '0']);
  assert.match(await cell(p, 5, 8).getAttribute('aria-description') ?? '', /column 8's sandwich adds up to 0/);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
