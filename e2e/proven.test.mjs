// Proven-irreducible big grids (issue 15): at 25×25 New game can draw from the ready-made set of proven puzzles
// (www/puzzles/sudoku-25.txt, made by scripts/proven-puzzles.sh with `deduce generate --prove`), and a generated
// 25×25 puzzle says how many of its clues are not proven needed. By role and accessible name.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test, startAll, newPage, waitReady, CLASSIC_ID } from './helpers.mjs';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const PROVEN = fs.readFileSync(new URL('../www/puzzles/sudoku-25.txt', import.meta.url), 'utf8')
  .split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
const LABEL = 'Proven irreducible (from a ready-made set)';
const hashId = (p) => p.evaluate(() => decodeURIComponent(location.hash.slice(1)));

test('at 25×25 "Proven irreducible" draws a puzzle from the ready-made set, and the page says it is proven', async () => {
  assert.ok(PROVEN.length >= 3, 'the set has puzzles');
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const next = p.getByRole('form', { name: 'Next game' });
  assert.equal(await next.getByRole('checkbox', { name: LABEL }).count(), 0, 'not offered at 9×9');
  await next.getByLabel('Size').selectOption('25');
  const proven = next.getByRole('checkbox', { name: LABEL });
  assert.equal(await proven.isChecked(), false);
  await proven.check();
  await next.getByRole('button', { name: 'New game' }).click();
  await p.getByText(/^This puzzle: .* · proven irreducible$/).waitFor({ timeout: 60_000 });
  const id = await hashId(p);
  assert.ok(PROVEN.includes(id), `the puzzle comes from the set: ${id}`);
  assert.equal(await p.getByRole('gridcell').count(), 625);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

test('a generated 25×25 puzzle says how many clues might be spare, also after a reload', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const next = p.getByRole('form', { name: 'Next game' });
  await next.getByLabel('Size').selectOption('25');
  assert.equal(await next.getByRole('checkbox', { name: LABEL }).isChecked(), false);
  await next.getByRole('button', { name: 'New game' }).click();
  const level = p.getByText(/^This puzzle: .* · one solution; \d+ clues might be spare$/);
  await level.waitFor({ timeout: 120_000 });
  const n = Number((await level.textContent()).match(/one solution; (\d+) clues/)[1]);
  assert.ok(n > 0 && n < 625, `${n} clues`);
  const id = await hashId(p);
  assert.ok(!PROVEN.includes(id), 'generated, not from the set');
  // The note is saved with the game: a reload (which restores the save) still shows it, with the same count.
  await p.reload();
  await waitReady(p);
  assert.equal(await hashId(p), id);
  await p.getByText(`· one solution; ${n} clues might be spare`, { exact: false }).waitFor({ timeout: 20_000 });
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
