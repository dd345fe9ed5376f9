// The review set of screenshots (not a test: nothing is asserted; look at them). Usage: node e2e/screenshots.mjs
// [REGEX] Writes e2e/shots/set-<viewport>-<theme>-<what>.png (or SCREENSHOT_DIR) for phones 360×640, 390×844,
// 320×568 and 844×390 (landscape), a 200% zoom of 1280×800 (640×400 CSS px at deviceScaleFactor 2) and desktop
// 1280×800, light and dark: Sudoku 9×9 (notes, a selection), 16×16 and 25×25 (all notes filled), binary 10×10,
// 14×14 and 20×20 (a few entries, one broken rule), the hint panel at tier 2 with its highlights, the pause
// cover, the finish message, a replay at step 5 and the tutorial's wrong-move explanation. Full pages; FULL_PAGE=0 takes the viewport only (what a player sees first).
import fs from 'node:fs';
import { startAll, newPage, shot, SHOTS, waitReady, solutionOf, generatedId, CLASSIC_ID, BIG } from './helpers.mjs';

const VIEWPORTS = {
  phone: { viewport: { width: 360, height: 640 } }, phone390: { viewport: { width: 390, height: 844 } },
  narrow320: { viewport: { width: 320, height: 568 } }, landscape: { viewport: { width: 844, height: 390 } },
  zoom200: { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 }, desktop: { viewport: { width: 1280, height: 800 } },
};
const only = process.argv[2] ? new RegExp(process.argv[2]) : null;

const env = await startAll();
const B10 = await generatedId('binary', 10, 'easy', 1);
const B14 = await generatedId('binary', 14, 'easy', 1);
const B20 = await generatedId('binary', 20, 'easy', 1);
const SOLUTION = await solutionOf(CLASSIC_ID);

async function load(p, id) {
  await p.evaluate((h) => { location.hash = h; }, id);
  await p.waitForFunction((n) => document.querySelectorAll('[role=gridcell]').length === n, id.split(':').pop().length);
  await waitReady(p);
  // the level shows once the background grading is done
  await p.waitForFunction(() => !/being worked out/.test(document.getElementById('puzzle-level').textContent),
    null, { timeout: 60_000 }).catch(() => {});
}
const cellAt = (p, n, r, c) => p.getByRole('gridcell').nth((r - 1) * n + (c - 1));
const top = (p) => p.evaluate(() => { document.querySelector('.board-area').scrollTo(0, 0); window.scrollTo(0, 0); });

const scenes = {
  async sudoku9(p) {
    await cellAt(p, 9, 1, 3).click();
    await p.keyboard.press('4');
    await cellAt(p, 9, 1, 4).click();
    for (const k of ['Shift+2', 'Shift+6']) await p.keyboard.press(k);
    await cellAt(p, 9, 2, 2).click();
    await p.keyboard.press('7');
    await cellAt(p, 9, 5, 5).click();
  },
  async sudoku16(p) {
    await load(p, BIG['16']);
    await p.getByRole('button', { name: 'Fill notes' }).click();
    await cellAt(p, 16, 2, 2).click();
  },
  async sudoku25(p) {
    await load(p, BIG['25unique']);
    await p.getByRole('button', { name: 'Fill notes' }).click();
    await cellAt(p, 25, 3, 3).click();
  },
  async binary10(p) {
    await load(p, B10);
    const empties = p.locator('[role=gridcell]:not(.given)');
    await empties.nth(0).click();
    await empties.nth(1).click(); await empties.nth(1).click();
    await empties.nth(5).click();
  },
  async binary14(p) {
    await load(p, B14);
    const empties = p.locator('[role=gridcell]:not(.given)');
    for (const k of [0, 1]) await empties.nth(k).click();
  },
  async binary20(p) {
    await load(p, B20);
    const empties = p.locator('[role=gridcell]:not(.given)');
    for (const k of [0, 1, 2]) await empties.nth(k).click(); // may make a triple: a broken rule on show
  },
  async hint(p) {
    await p.getByRole('button', { name: 'Hint' }).click();
    await p.getByRole('button', { name: 'Hint' }).click();
  },
  async paused(p) {
    await cellAt(p, 9, 1, 3).click();
    await p.getByRole('button', { name: 'Pause' }).click();
  },
  async solved(p) {
    for (let i = 0; i < 81; i++) {
      const c = cellAt(p, 9, Math.floor(i / 9) + 1, (i % 9) + 1);
      if ((await c.getAttribute('aria-label')).endsWith('empty')) { await c.click(); await p.keyboard.press(SOLUTION[i]); }
    }
    await p.locator('#status.solved').waitFor();
  },
  async replay(p) {
    await p.getByRole('button', { name: 'Reveal all' }).click();
    await p.getByRole('button', { name: 'Reveal the solution' }).click();
    await p.getByRole('button', { name: 'Replay', exact: true }).click();
    await p.locator('.replay-counter').filter({ hasText: /^Start/ }).waitFor();
    for (let k = 0; k < 5; k++) await p.getByRole('button', { name: 'Next step' }).click();
  },
  async tutorial(p) {
    await p.getByText('How to play').click();
    await p.getByRole('button', { name: 'Start the tutorial' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    await p.getByRole('dialog').getByRole('button', { name: /^r1c4/ }).click();
    await p.keyboard.press('3');
  },
};

for (const [vname, { viewport, deviceScaleFactor }] of Object.entries(VIEWPORTS)) {
  for (const colorScheme of ['light', 'dark']) {
    for (const [what, scene] of Object.entries(scenes)) {
      const name = `set-${vname}-${colorScheme}-${what}`;
      if (only && !only.test(name)) continue;
      const t = await newPage(env, { viewport, colorScheme, deviceScaleFactor });
      await t.open('?seed=1', CLASSIC_ID);
      await t.page.waitForFunction(() => !/being worked out/.test(document.getElementById('puzzle-level').textContent));
      await scene(t.page);
      await top(t.page);
      if (process.env.FULL_PAGE === '0') {
        fs.mkdirSync(SHOTS, { recursive: true });
        await t.page.screenshot({ path: `${SHOTS}/${name}.png` });
      } else await shot(t.page, name);
      const problems = await t.problems();
      console.log(name, problems.length ? problems : 'ok');
      await t.close();
    }
  }
}
await env.close();
