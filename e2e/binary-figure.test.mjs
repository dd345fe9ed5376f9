// Tier-2 hint pictures on binary boards, and wrong entries explained by a chain: pressing Hint twice on a binary
// puzzle draws the step over the grid (its line shaded, the cells that prove it framed, the placement in green)
// at 6×6 and 20×20, on a desktop and a phone, light and dark; a wrong entry's tier-2 hint (binary and Sudoku)
// shows the chain from the entry to a broken rule, one implication per line, and draws it as a forcing branch.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { test, startAll, newPage, shot, solutionOf, generatedId, CLASSIC_ID, CLASSIC, SHOTS } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const panelOf = (p) => p.getByRole('region', { name: 'Hint' });
const hintButton = (p) => p.getByRole('button', { name: 'Hint', exact: true });
const cellOf = (page, r, c) => page.getByRole('gridcell', { name: new RegExp(`^r${r}c${c}, `) });

/** The overlay's structure. */
function overlay(p) {
  return p.locator('svg.figure-overlay.active').evaluate((s) => {
    const all = (sel) => Array.from(s.querySelectorAll(sel));
    const g = s.getBoundingClientRect();
    return {
      hidden: s.getAttribute('aria-hidden'),
      technique: s.querySelector('.fig-step')?.dataset.technique,
      units: all('.fig-unit').map((e) => `${e.dataset.role}:${e.dataset.unit}`),
      cells: all('.fig-cell').map((e) => Number(e.dataset.cell)),
      places: all('.fig-place').map((e) => `${e.dataset.cell}:${e.dataset.sym}`),
      assumed: all('.fig-cand.role-colour-a').map((e) => `${e.dataset.cell}:${e.dataset.sym}`),
      branches: all('path[data-branch]').length,
      inside: all('circle, rect').every((c) => {
        const r = c.getBoundingClientRect();
        return r.left >= g.left - 1 && r.right <= g.right + 1 && r.top >= g.top - 1 && r.bottom <= g.bottom + 1;
      }),
      // the overlay lies over the cells (not over the binary counters beside them)
      aligned: (() => {
        const cells = Array.from(document.querySelectorAll('[role="gridcell"]'));
        const a = cells[0].getBoundingClientRect(), b = cells[cells.length - 1].getBoundingClientRect();
        return Math.abs(a.left - g.left) < 3 && Math.abs(a.top - g.top) < 3 && Math.abs(b.right - g.right) < 3 && Math.abs(b.bottom - g.bottom) < 3;
      })(),
    };
  });
}

/** A screenshot of the grid and the hint panel only (the pictures in docs/hints/ are these). */
async function boardShot(p, name) {
  const boxes = await Promise.all(['#board', '#hint-panel'].map((s) => p.locator(s).boundingBox()));
  const x = Math.min(...boxes.map((b) => b.x)) - 4, y = Math.min(...boxes.map((b) => b.y)) - 4;
  const w = Math.max(...boxes.map((b) => b.x + b.width)) - x + 4, h = Math.max(...boxes.map((b) => b.y + b.height)) - y + 4;
  await p.screenshot({ path: path.join(SHOTS, `${name}-board.png`), clip: { x, y, width: w, height: h } });
}

/** Presses Hint twice: tier 1 draws nothing, tier 2 the picture. */
async function tier2(p, next = /Press Hint again to apply this step/) {
  const panel = panelOf(p);
  await hintButton(p).click();
  await panel.filter({ hasText: /Press Hint again to see/ }).waitFor({ timeout: 30_000 });
  assert.equal(await p.locator('svg.figure-overlay.active').count(), 0, 'tier 1 draws no picture');
  await hintButton(p).click();
  await panel.filter({ hasText: next }).waitFor();
  await p.locator('svg.figure-overlay.active').waitFor();
  return overlay(p);
}

const CASES = [
  { size: 6, scheme: 'light', viewport: { width: 1280, height: 800 }, name: 'binary-pair-6x6' },
  { size: 6, scheme: 'dark', viewport: { width: 390, height: 844 }, name: 'binary-6x6-phone-dark' },
  { size: 20, scheme: 'dark', viewport: { width: 1280, height: 800 }, name: 'binary-20x20-dark' },
  { size: 20, scheme: 'light', viewport: { width: 390, height: 844 }, name: 'binary-20x20-phone' },
];

for (const { size, scheme, viewport, name } of CASES) {
  test(`binary ${size}×${size} (${scheme}, ${viewport.width} px): tier 2 shades the line, frames the proof, places in green`, async () => {
    const t = await newPage(env, { colorScheme: scheme, viewport });
    const id = await generatedId('binary', size, 'easy', 1);
    await t.open('?seed=1', id);
    const p = t.page;
    const f = await tier2(p);
    assert.equal(f.hidden, 'true');
    assert.ok(f.inside, 'every mark lies inside the grid');
    assert.ok(f.aligned, 'the overlay covers the cells');
    // an easy step reads one line: that line shaded, the placement in green on an empty cell of it
    assert.equal(f.units.length, 1);
    const [, unit] = f.units[0].split(':');
    const [kind, k] = unit.split('-');
    assert.ok(f.places.length >= 1);
    for (const pl of f.places) {
      const c = Number(pl.split(':')[0]);
      const at = kind === 'row' ? Math.floor(c / size) + 1 : (c % size) + 1;
      assert.equal(at, Number(k), `${pl} lies in ${unit}`);
      assert.equal(await p.getByRole('gridcell').nth(c).getAttribute('aria-label'), `r${Math.floor(c / size) + 1}c${(c % size) + 1}, empty`);
    }
    const text = await panelOf(p).textContent();
    assert.match(text, new RegExp(`${kind === 'row' ? 'row' : 'column'} ${k}|r\\d+c\\d+`));
    if (f.technique === 'pair' || f.technique === 'sandwich') assert.equal(f.cells.length, 2);
    await shot(p, name);
    await boardShot(p, name);
    assert.deepEqual(await t.problems(), []);
    await t.close();
  });
}

test('a binary contradiction: the assumption as a corner badge, each forced digit, the broken line, the placement', async () => {
  // an 8×8 expert puzzle played forward to its first contradiction (`deduce steps`)
  const id = 'binary:8:.0..10.1.1..10.101..0110.0.1.0...0...1...1..1001.0..011011010100';
  for (const scheme of ['light', 'dark']) {
    const t = await newPage(env, { colorScheme: scheme });
    await t.open('?seed=1', id);
    const p = t.page;
    const f = await tier2(p);
    assert.equal(f.technique, 'contradiction');
    assert.deepEqual(f.places, ['38:1'], 'r5c7 is 0');
    assert.deepEqual(f.assumed, ['38:2'], 'the assumption r5c7 = 1');
    assert.equal(f.branches, 7, 'one arrow per implication');
    assert.deepEqual(f.units, ['key:column-8', 'cover:column-5'], 'the broken column and the one it would copy');
    assert.ok(f.inside && f.aligned);
    // the badge sits in the corner of its cell, clear of the placement's disc
    const [badge, disc] = await Promise.all(['.fig-cand.role-colour-a circle', '.fig-place circle'].map((s) =>
      p.locator(`svg.figure-overlay ${s}`).evaluate((c) => ({ x: +c.getAttribute('cx'), y: +c.getAttribute('cy'), r: +c.getAttribute('r') }))));
    assert.ok(badge.r < disc.r && Math.hypot(badge.x - disc.x, badge.y - disc.y) > 20);
    const lines = (await p.locator('#hint-text').innerText()).split('\n');
    assert.equal(lines[0], 'If r5c7 = 1');
    assert.equal(lines.length, 10, 'the assumption, seven implications, the broken rule, the conclusion');
    assert.match(lines[1], /^→ r5c\d = [01] \((pair|sandwich) in row 5\)$/);
    assert.equal(lines.at(-2), '→ column 8 would be the same as column 5.');
    assert.equal(lines.at(-1), 'So r5c7 is 0');
    await shot(p, `binary-contradiction-${scheme}`);
    await boardShot(p, `binary-contradiction-${scheme}`);
    assert.deepEqual(await t.problems(), []);
    await t.close();
  }
});

test('a binary two-level contradiction: the assumption, then both digits of one cell side by side, each to a broken line', async () => {
  // a 10×10 master puzzle played forward to its first deeper lookahead (`deduce steps`)
  const id = 'binary:10:100110......1001.......0.1..1.100110..01..1001..1.0.......0...0.....0...1....01110110..100..0..01010';
  const t = await newPage(env, { viewport: { width: 390, height: 844 } });
  await t.open('?seed=1', id);
  const p = t.page;
  const f = await tier2(p);
  assert.equal(f.technique, 'deeper-lookahead');
  assert.ok(f.inside && f.aligned);
  const cands = await p.locator('svg.figure-overlay .fig-cand.role-colour-a').evaluateAll((els) =>
    els.map((e) => ({ cell: +e.dataset.cell, sym: +e.dataset.sym, x: +e.querySelector('circle').getAttribute('cx') })));
  assert.equal(cands.length, 3, 'three assumptions: the first, then 0 and 1 in one cell');
  const [a, b] = cands.filter((c) => cands.filter((d) => d.cell === c.cell).length === 2);
  assert.ok(a && b && a.sym !== b.sym && Math.abs(a.x - b.x) > 30, 'both digits of the cell, apart');
  await shot(p, 'binary-two-level-phone');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a wrong binary entry: tier 2 shows the chain to a broken rule and draws it; tier 3 erases it', async () => {
  const t = await newPage(env);
  const id = await generatedId('binary', 8, 'easy', 2);
  await t.open('?seed=1', id);
  const p = t.page;
  const solution = (await solutionOf(id)).replace(/\//g, '');
  const givens = id.split(':').pop();
  const panel = panelOf(p);
  let found = false;
  for (let i = 0; i < 64 && !found; i++) {
    if (givens[i] !== '.') continue;
    const [r, c] = [Math.floor(i / 8) + 1, (i % 8) + 1];
    await cellOf(p, r, c).focus();
    await p.keyboard.press(solution[i] === '0' ? '1' : '0');
    await hintButton(p).click();
    await panel.filter({ hasText: 'One of your entries is wrong' }).waitFor();
    await hintButton(p).click();
    await panel.filter({ hasText: 'Press Hint again to erase it' }).waitFor();
    const text = await p.locator('#hint-text').innerText();
    found = text.includes(`If r${r}c${c} = `);
    if (found) {
      // one implication per line, ending in the rule it breaks
      const lines = text.split('\n');
      assert.ok(lines.length >= 2, text);
      assert.match(lines.at(-1), /^→ (row|column) \d+ (would|could) /);
      const f = await overlay(p);
      assert.deepEqual(f.assumed, [`${i}:${solution[i] === '0' ? 2 : 1}`]);
      assert.equal(f.branches, lines.length - 2, 'one arrow per implication');
      assert.equal(f.units.filter((u) => u.startsWith('key:')).length, 1, 'the broken line');
      assert.ok(f.units.every((u) => /^(key|cover):/.test(u)));
      assert.ok(f.inside && f.aligned);
      await shot(p, 'binary-mistake-chain');
      await boardShot(p, 'binary-mistake-chain');
    }
    await hintButton(p).click(); // tier 3 erases it
    assert.equal(await cellOf(p, r, c).getAttribute('aria-label'), `r${r}c${c}, empty`);
  }
  assert.ok(found, 'some wrong entry is explained by a chain');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a wrong Sudoku entry: tier 2 shows the chain by singles to a contradiction and draws it', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const solution = await solutionOf(CLASSIC_ID);
  // r1c3: a candidate of the givens that is not the solution (so the entry breaks no rule at once)
  const i = 2, [r, c] = [1, 3];
  const seen = new Set();
  for (let k = 0; k < 81; k++) {
    const [rk, ck] = [Math.floor(k / 9), k % 9];
    if (CLASSIC[k] !== '.' && (rk === 0 || ck === 2 || (rk < 3 && ck < 3))) seen.add(CLASSIC[k]);
  }
  const wrong = '123456789'.split('').find((d) => !seen.has(d) && d !== solution[i]);
  assert.ok(wrong);
  await p.getByRole('gridcell', { name: `r${r}c${c}, empty` }).click();
  await p.keyboard.press(wrong);
  const panel = panelOf(p);
  await hintButton(p).click();
  await panel.filter({ hasText: 'One of your entries is wrong' }).waitFor();
  assert.doesNotMatch(await panel.textContent(), /r1c3/, 'tier 1 names no cell');
  await hintButton(p).click();
  await panel.filter({ hasText: 'Press Hint again to erase it' }).waitFor();
  const text = await p.locator('#hint-text').innerText();
  assert.match(text, new RegExp(`${wrong} in r1c3 is wrong`));
  assert.match(text, new RegExp(`If r1c3 = ${wrong}`));
  const lines = text.split('\n');
  assert.ok(lines.length >= 3, text);
  assert.match(lines.at(-1), /^→ (r\dc\d has no candidate|\d has no place in (row|column|block) \d)\.$/);
  const f = await overlay(p);
  assert.deepEqual(f.assumed, [`${i}:${wrong}`]);
  assert.equal(f.branches, lines.length - 2, 'one arrow per implication');
  assert.ok(f.inside);
  // drawn from the mistake's own record: a mistake is no technique
  assert.equal(await p.locator('svg.figure-overlay g[data-mistake="entry"]').count(), 1);
  assert.equal(await p.locator('svg.figure-overlay g[data-technique]').count(), 0);
  await shot(p, 'sudoku-mistake-chain');
  await boardShot(p, 'sudoku-mistake-chain');
  await hintButton(p).click();
  assert.equal(await p.getByRole('gridcell').nth(i).getAttribute('aria-label'), 'r1c3, empty');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
