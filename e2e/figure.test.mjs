// Tier-2 hint pictures: on positions loaded by URL whose next step is a known technique, pressing Hint twice
// draws the step over the grid (an aria-hidden SVG): shaded base/cover units, role-marked cells, strong links
// solid and weak links dashed, eliminated candidates struck out, placements; at 9×9 and 25×25, light and dark,
// and on a phone. The hint panel keeps the text.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test, startAll, newPage, shot, gridText } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

/** Positions (given cells only) whose easiest next step is the named technique. */
export const POSITIONS = JSON.parse(fs.readFileSync(new URL('./fixtures/figure-positions.json', import.meta.url), 'utf8'));

/** Opens `id`, presses Hint twice, and returns the overlay's structure. */
async function picture(t, id, { timeout = 20_000 } = {}) {
  await t.open('?seed=1', id);
  const p = t.page;
  // A player with notes gets the next step on them (without notes a hint seeks a placement, whose proof may
  // use other techniques): a game ID gets its notes filled in; a pencil-mark grid brings its own.
  if (id.includes(':')) await p.getByRole('button', { name: 'Fill notes' }).click();
  await p.getByRole('button', { name: 'Hint' }).click();
  await p.getByText('Press Hint again to see the reasoning.').waitFor({ timeout });
  assert.equal(await p.locator('svg.figure-overlay.active').count(), 0, 'tier 1 draws no picture');
  await p.getByRole('button', { name: 'Hint' }).click();
  await p.getByText(/Press Hint again to apply this step/).waitFor();
  const svg = p.locator('svg.figure-overlay.active');
  await svg.waitFor();
  return svg.evaluate((s) => {
    const all = (sel) => Array.from(s.querySelectorAll(sel));
    return {
      hidden: s.getAttribute('aria-hidden'),
      technique: s.querySelector('.fig-step')?.dataset.technique,
      strong: all('path[data-link="strong"]').length,
      weak: all('path[data-link="weak"]').length,
      dashedWeak: all('path[data-link="weak"]').every((e) => e.getAttribute('stroke-dasharray')),
      branches: all('path[data-branch]').length,
      units: all('.fig-unit').map((e) => `${e.dataset.role}:${e.dataset.unit}`),
      cells: all('.fig-cell').map((e) => e.dataset.role),
      cands: all('.fig-cand').map((e) => `${e.dataset.cell}:${e.dataset.sym}`),
      elims: all('.fig-elim').map((e) => `${e.dataset.cell}:${e.dataset.sym}`),
      places: all('.fig-place').map((e) => `${e.dataset.cell}:${e.dataset.sym}`),
      groups: all('.fig-group').length,
      // every drawn mark lies inside the grid
      inside: (() => {
        const g = s.getBoundingClientRect();
        return all('circle').every((c) => {
          const r = c.getBoundingClientRect();
          return r.left >= g.left - 1 && r.right <= g.right + 1 && r.top >= g.top - 1 && r.bottom <= g.bottom + 1;
        });
      })(),
    };
  });
}

/** The eliminations the panel names ("remove 5 from r1c3, r2c3"), as `cell:symbol` for a 9×9 grid. */
function named(text) {
  const out = [];
  // the eliminations are named after "remove" (a chain's notation is not shown unless the setting asks for it)
  for (const part of text.replace(/.*remove /, '').split(';')) {
    const m = /(\d) from (.*)/.exec(part.trim());
    if (!m) continue;
    for (const [, r, c] of m[2].matchAll(/r(\d)c(\d)/g)) out.push(`${(r - 1) * 9 + (c - 1)}:${m[1]}`);
  }
  return out.sort();
}

for (const scheme of ['light', 'dark']) {
  test(`locked candidates (${scheme}): base block and cover line shaded, candidates drawn, eliminations struck`, async () => {
    const t = await newPage(env, { colorScheme: scheme });
    const f = await picture(t, POSITIONS.LockedCandidatesPointing);
    assert.equal(f.hidden, 'true');
    assert.equal(f.technique, 'locked-candidates-pointing');
    assert.deepEqual(f.units.map((u) => u.split(':')[0]), ['base', 'cover']);
    assert.match(f.units[0], /^base:block-\d$/);
    assert.ok(f.cands.length >= 2);
    const text = await t.page.locator('#hint-text').textContent();
    // under the title "Locked candidates (pointing)", the reasoning is a sentence of its own
    assert.match(text, /^In block \d, \d can only go in (row|column) \d, so remove \d from r\dc\d/);
    assert.deepEqual([...f.elims].sort(), named(text));
    assert.equal(f.strong + f.weak, 0);
    assert.ok(f.inside);
    // the picture shades the units itself (base and cover apart), not the cells
    assert.equal(await t.page.locator('.cell.hint-unit, .cell.hint-target').count(), 0);
    assert.ok(await t.page.locator('.cell.hint-evidence').count() >= 2);
    if (scheme === 'dark') await shot(t.page, 'figure-locked-dark');
    assert.deepEqual(await t.problems(), []);
    await t.close();
  });
}

test('X-wing: two base and two cover lines, four corner candidates', async () => {
  const t = await newPage(env);
  const f = await picture(t, POSITIONS.XWing);
  assert.equal(f.technique, 'x-wing');
  assert.equal(f.units.filter((u) => u.startsWith('base:')).length, 2);
  assert.equal(f.units.filter((u) => u.startsWith('cover:')).length, 2);
  assert.equal(f.cands.length, 4);
  assert.ok(f.elims.length >= 1);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('XYZ-wing: a pivot and two pincers with their candidates', async () => {
  const t = await newPage(env);
  const f = await picture(t, POSITIONS.XYZWing);
  assert.equal(f.technique, 'xyz-wing');
  assert.deepEqual([...f.cells].sort(), ['pincer', 'pincer', 'pivot']);
  assert.equal(f.cands.length, 7);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

for (const name of ['AIC', 'GroupedXChain', 'XYChain']) {
  test(`${name}: strong links solid, weak links dashed, alternating, one more strong than weak`, async () => {
    const t = await newPage(env);
    const f = await picture(t, POSITIONS[name]);
    assert.ok(f.strong >= 2, JSON.stringify(f));
    assert.equal(f.strong, f.weak + 1);
    assert.ok(f.dashedWeak);
    assert.ok(f.elims.length >= 1);
    assert.ok(f.inside);
    assert.deepEqual(await t.problems(), []);
    await t.close();
  });
}

test('a chain in plain words; its Eureka notation under it only with the setting for experts, which is kept', async () => {
  const t = await newPage(env);
  const p = t.page;
  await picture(t, POSITIONS.AIC);
  const text = p.locator('#hint-text');
  // the chain walked link by link, then what it proves (issue 30: plain words first)
  assert.match(await text.innerText(), /^If r\dc\d is not \d it is \d, so .*\. Either .*, so remove \d from r\dc\d/);
  assert.doesNotMatch(await text.innerText(), /Chain:|\(\d\)r\dc\d|=/, 'no notation by default');
  await p.getByText('Settings', { exact: true }).click();
  const box = p.getByLabel('Show chains in Eureka notation too, for experts');
  assert.equal(await box.isChecked(), false);
  await box.check();
  await p.waitForFunction(() => document.querySelector('#hint-text').textContent.includes('\nChain: ('));
  const [plain, chain] = (await text.innerText()).split('\n');
  assert.match(plain, /^If .*\. Either /);
  assert.match(chain, /^Chain: (\(\d(=\d)?\)r\dc\d [-=] )+\(\d(=\d)?\)r\dc\d$/);
  await shot(p, 'chain-notation');
  // kept: a reload shows it again
  await p.reload();
  await p.getByText('Settings', { exact: true }).click();
  assert.equal(await p.getByLabel('Show chains in Eureka notation too, for experts').isChecked(), true);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('finned fish: as many base as cover lines, and the fin marked', async () => {
  const t = await newPage(env);
  const f = await picture(t, POSITIONS.FinnedFish);
  assert.equal(f.technique, 'finned-fish');
  const base = f.units.filter((u) => u.startsWith('base:')).length;
  assert.ok(base >= 2);
  assert.equal(f.units.filter((u) => u.startsWith('cover:')).length, base);
  assert.ok(f.cells.includes('fin'));
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('forcing chain: its branches drawn from the assumption', async () => {
  const t = await newPage(env);
  const f = await picture(t, POSITIONS.ForcingChain);
  assert.equal(f.technique, 'forcing-chain');
  assert.ok(f.branches >= 1, JSON.stringify(f));
  assert.ok(f.elims.length + f.places.length >= 1);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

for (const scheme of ['light', 'dark']) {
  test(`25×25 on a phone (${scheme}): the picture fits the grid`, async () => {
    const t = await newPage(env, { viewport: { width: 390, height: 844 }, colorScheme: scheme });
    const f = await picture(t, POSITIONS.big25, { timeout: 120_000 });
    assert.ok(f.cands.length + f.places.length >= 1, JSON.stringify(f));
    assert.ok(f.inside);
    const box = await t.page.locator('svg.figure-overlay').boundingBox();
    const grid = await t.page.locator('#grid').boundingBox();
    assert.ok(Math.abs(box.width - grid.width) < 6 && Math.abs(box.height - grid.height) < 6);
    assert.deepEqual(await t.problems(), []);
    await t.close();
  });
}

// Issue 29: on a phone's 9×9 cells (about 39 px) a ring round a note, its stroke included, stays within the note's
// third of the cell, so it covers neither the next note nor the next cell's.
test('9×9 on a phone: each ring round a note fits in that note\'s slot', async () => {
  const t = await newPage(env, { viewport: { width: 360, height: 740 } });
  for (const name of ['AIC', 'XYZWing', 'FinnedFish']) {
    const f = await picture(t, POSITIONS[name]);
    assert.ok(f.cands.length >= 2, `${name}: rings drawn`);
    const m = await t.page.locator('svg.figure-overlay.active').evaluate((s) => {
      const scale = s.getBoundingClientRect().width / s.viewBox.baseVal.width;
      const rings = Array.from(s.querySelectorAll('.fig-cand circle, .fig-elim circle'))
        .map((c) => 2 * (Number(c.getAttribute('r')) + Number(c.getAttribute('stroke-width')) / 2) * scale);
      return { widest: Math.max(...rings), slot: document.querySelector('[role=gridcell]').getBoundingClientRect().width / 3 };
    });
    assert.ok(m.slot < 14, `phone cells: ${m.slot * 3}px`);
    assert.ok(m.widest <= m.slot, `${name}: a ring ${m.widest.toFixed(1)}px wide in a ${m.slot.toFixed(1)}px slot`);
  }
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('applying the step (third press) removes the picture', async () => {
  const t = await newPage(env);
  await picture(t, POSITIONS.XWing);
  await t.page.getByRole('button', { name: 'Hint' }).click();
  await t.page.locator('svg.figure-overlay.active').waitFor({ state: 'detached', timeout: 5000 }).catch(() => {});
  assert.equal(await t.page.locator('svg.figure-overlay.active').count(), 0);
  await t.close();
});

test('without notes: the picture of a placement\'s proof draws every step, the final single\'s placement last', async () => {
  const REPRO = 'sudoku:3x3:4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
  const t = await newPage(env);
  await t.open('?seed=1', REPRO);
  const p = t.page;
  const hint = p.getByRole('button', { name: 'Hint', exact: true });
  const panel = p.getByRole('region', { name: 'Hint' });
  const steps = () => p.locator('svg.figure-overlay.active').evaluate((s) => Array.from(s.querySelectorAll('.fig-step')).map((g) => ({
    technique: g.dataset.technique, earlier: g.classList.contains('fig-earlier'),
    units: g.querySelectorAll('.fig-unit').length, keys: Array.from(g.querySelectorAll('.fig-cell')).map((e) => e.dataset.cell),
    places: Array.from(g.querySelectorAll('.fig-place')).map((e) => `${e.dataset.cell}:${e.dataset.sym}`),
  })));
  /** Tier 2 of the next hint: its picture, then the third press; returns the picture and the cell it filled. */
  const next = async () => {
    await hint.click();
    await panel.filter({ hasText: /Press Hint again to see/ }).waitFor();
    await hint.click();
    await panel.filter({ hasText: /Press Hint again to apply/ }).waitFor();
    const drawn = await steps();
    const before = await gridText(p);
    await hint.click();
    await p.locator('#hint-panel:not(.active)').waitFor({ state: 'attached' });
    const after = await gridText(p);
    const k = [...after].findIndex((ch, i) => ch !== before[i]);
    return { drawn, placed: `${k}:${after[k]}` };
  };
  // the first hint is one hidden single: its block shaded, its cell marked, its digit placed
  const one = await next();
  assert.equal(one.drawn.length, 1);
  assert.equal(one.drawn[0].technique, 'hidden-single');
  assert.equal(one.drawn[0].units, 1);
  assert.deepEqual(one.drawn[0].places, [one.placed]);
  assert.deepEqual(one.drawn[0].keys, [one.placed.split(':')[0]]);
  // the second: a locked triple, then a naked single; both drawn, the single last, with the digit placed
  const two = await next();
  assert.deepEqual(two.drawn.map((s) => s.technique), ['locked-triple', 'naked-single']);
  assert.deepEqual(two.drawn.map((s) => s.earlier), [true, false]);
  assert.deepEqual(two.drawn[1].places, [two.placed]);
  assert.deepEqual(two.drawn[1].keys, [two.placed.split(':')[0]]);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
