// Issue 13: the replay of a solve. After a finish (or Reveal all), "Replay" steps forward and back through the
// engine's logical solve path from the givens, each step drawn on the grid as a tier-2 hint draws it.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, shot, solutionOf, generatedId, CLASSIC_ID } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const HARD = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const counter = (page) => page.getByRole('region', { name: 'Replay' }).locator('.replay-counter');

test('a finished 4×4 Sudoku replays its solve step by step, forward and back', async () => {
  const t = await newPage(env);
  const id = await generatedId('sudoku', 4, '', 3);
  const sol = await solutionOf(id);
  await t.open('?seed=1', id);
  const givens = id.split(':').pop();
  for (let i = 0; i < 16; i++) {
    if (givens[i] !== '.') continue;
    await t.page.getByRole('gridcell').nth(i).click();
    await t.page.keyboard.press(sol[i]);
  }
  await t.page.getByRole('status').filter({ hasText: 'Solved!' }).waitFor();
  const before = await t.page.getByRole('gridcell').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await t.page.getByRole('button', { name: 'Replay', exact: true }).click();
  const panel = t.page.getByRole('region', { name: 'Replay' });
  await counter(t.page).filter({ hasText: /^Start: the givens \(\d+ steps/ }).waitFor();
  const total = Number((await counter(t.page).textContent()).match(/\((\d+) steps/)[1]);
  // the start: only the givens are on the grid
  const filled = await t.page.locator('#grid .cell.filled').count();
  assert.equal(filled, [...givens].filter((c) => c !== '.').length);
  assert.ok(await panel.getByRole('button', { name: 'Previous step' }).isDisabled());
  await panel.getByRole('button', { name: 'Next step' }).click();
  await counter(t.page).filter({ hasText: `Step 1 of ${total}` }).waitFor();
  assert.match(await panel.locator('.replay-title').textContent(), /^[A-Z][\w -]+ · (Easy|Medium|Hard|Expert|Master)$/);
  assert.ok((await panel.locator('.replay-text').textContent()).length > 10);
  assert.match(await panel.locator('.replay-summary').textContent(), /^The hardest moment was step \d+: [A-Z].+ \((Easy|Medium|Hard|Expert|Master)\)\.$/);
  assert.equal(await t.page.locator('.figure-overlay.active').count(), 1, 'the step is drawn over the grid');
  // the arrow keys step while focus is in the panel
  await t.page.keyboard.press('ArrowRight');
  await counter(t.page).filter({ hasText: `Step 2 of ${total}` }).waitFor();
  assert.ok(await t.page.locator('#grid .cell.filled').count() > filled, 'step 1 was carried out');
  await t.page.keyboard.press('ArrowLeft');
  await counter(t.page).filter({ hasText: `Step 1 of ${total}` }).waitFor();
  assert.equal(await t.page.locator('#grid .cell.filled').count(), filled);
  await panel.getByRole('button', { name: 'Previous step' }).click();
  await counter(t.page).filter({ hasText: /^Start/ }).waitFor();
  assert.equal(await t.page.locator('.figure-overlay.active').count(), 0);
  await t.page.keyboard.press('End');
  await counter(t.page).filter({ hasText: `Solved in ${total} steps` }).waitFor();
  assert.ok(await panel.getByRole('button', { name: 'Next step' }).isDisabled());
  // Close replay: back to the finished grid, the player's game untouched
  await panel.getByRole('button', { name: 'Close replay' }).click();
  assert.equal(await panel.isHidden(), true);
  const after = await t.page.getByRole('gridcell').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(after, before);
  assert.equal(await t.page.getByRole('button', { name: 'Replay', exact: true }).evaluate((b) => b === document.activeElement), true);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

for (const [name, viewport, colorScheme] of [['phone-dark', { width: 390, height: 844 }, 'dark'], ['desktop-light', { width: 1280, height: 800 }, 'light']]) {
  test(`Reveal all, then Replay a 9×9 with its harder steps drawn (${name})`, async () => {
    const t = await newPage(env, { viewport, colorScheme });
    // Inkala's 2012 "world's hardest" (tests/data/famous.tsv): its path needs chains.
    await t.open('?seed=1', `sudoku:3x3:${HARD}`);
    await t.page.getByRole('button', { name: 'Reveal all' }).click();
    await t.page.getByRole('button', { name: 'Reveal the solution' }).click();
    await t.page.getByRole('button', { name: 'Replay', exact: true }).click();
    const panel = t.page.getByRole('region', { name: 'Replay' });
    await counter(t.page).filter({ hasText: /^Start/ }).waitFor({ timeout: 120_000 });
    // keyboard only: focus is on Next step
    for (let k = 0; k < 3; k++) await t.page.keyboard.press('Enter');
    await counter(t.page).filter({ hasText: /^Step 3 of/ }).waitFor();
    assert.equal(await t.page.locator('#grid .notes span:not(:empty)').count() > 0, true, 'the candidates are noted');
    // on through the path: some step draws a chain (its links, as arrows)
    const total = Number(/ of (\d+)/.exec(await counter(t.page).textContent())[1]);
    let chain = 0;
    for (let k = 4; k <= total && !chain; k++) {
      await t.page.keyboard.press('Enter');
      await counter(t.page).filter({ hasText: `Step ${k} of` }).waitFor();
      if (await t.page.locator('svg.figure-overlay.active .fig-link').count() > 0) chain = k;
    }
    assert.ok(chain > 0, 'a step of the replay draws a chain');
    await shot(t.page, `replay-chain-${name}`);
    await shot(t.page, `replay-${name}`);
    const box = await t.page.locator('#grid').boundingBox();
    const pbox = await panel.boundingBox();
    assert.ok(pbox.width <= viewport.width, 'the panel fits the screen');
    assert.ok(box.width > 0);
    assert.deepEqual(await t.problems(), []);
    await t.close();
  });
}

test('a binary puzzle replays too, each step drawn', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', 'binary:6:1......0.......010..1.....01..1.0.0.');
  await t.page.getByRole('button', { name: 'Reveal all' }).click();
  await t.page.getByRole('button', { name: 'Reveal the solution' }).click();
  await t.page.getByRole('button', { name: 'Replay', exact: true }).click();
  await counter(t.page).filter({ hasText: /^Start/ }).waitFor();
  const givens = await t.page.locator('#grid .cell.filled').count();
  await t.page.getByRole('button', { name: 'Next step' }).click();
  await counter(t.page).filter({ hasText: /^Step 1 of/ }).waitFor();
  assert.match(await t.page.locator('.replay-title').textContent(), / · (Easy|Medium|Hard|Expert)$/);
  assert.equal(await t.page.locator('.figure-overlay.active').count() + await t.page.locator('#grid .cell.hint-evidence, #grid .cell.hint-target, #grid .cell.hint-unit').count() > 0, true);
  await t.page.getByRole('button', { name: 'Next step' }).click();
  await counter(t.page).filter({ hasText: /^Step 2 of/ }).waitFor();
  assert.ok(await t.page.locator('#grid .cell.filled').count() > givens);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
