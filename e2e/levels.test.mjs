// Level reliability (issue 16): the page offers a level at a size only where the generator gave it in at least
// 9 of 10 requests (www/levels.js, measured by tests/levels.rs), says why the others are missing, and when a
// New game still comes out at another level than asked, says so. By role and accessible name.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, waitReady, CLASSIC_ID } from './helpers.mjs';
import fs from 'node:fs';
import initWasm, { generate_puzzle } from '../www/pkg-teach/deduce.js';
import { MEASURED } from '../www/levels.js';

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

const LEVELS = ['easy', 'medium', 'hard', 'expert', 'master'];
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const LETTERS = { e: 'easy', m: 'medium', h: 'hard', x: 'expert', M: 'master' };

test('the Level choices at every size are the levels the generator gives 9 times in 10, and the note names the others', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const next = p.getByRole('form', { name: 'Next game' });
  const level = next.getByLabel('Level');
  const note = async () => level.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')).textContent);
  // every kind the Puzzle choice offers, each with its rows in www/levels.js
  const kinds = await next.getByLabel('Puzzle', { exact: true }).locator('option').evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual([...kinds].sort(), [...new Set(MEASURED.map(([k]) => k))].sort(), 'www/levels.js measures every kind the page offers');
  for (const kind of kinds) {
    await next.getByLabel('Puzzle', { exact: true }).selectOption(kind);
    const sizes = [...new Set(MEASURED.filter(([k]) => k === kind).map(([, s]) => s))];
    assert.deepEqual(await next.getByLabel('Size').locator('option').evaluateAll((os) => os.map((o) => Number(o.value))), sizes,
      `every ${kind} size the page offers was measured`);
    for (const size of sizes) {
      await next.getByLabel('Size').selectOption(String(size));
      const rows = MEASURED.filter(([k, s]) => k === kind && s === size);
      const rate = (l) => { const [, , , got] = rows.find((r) => r[2] === l); return [...got].filter((c) => LETTERS[c] === l).length / got.length; };
      const offered = LEVELS.filter((l) => rate(l) >= 0.9);
      const enabled = await level.locator('option').evaluateAll((os) => os.filter((o) => !o.disabled).map((o) => o.value));
      assert.deepEqual(enabled, offered, `${kind} ${size}×${size}: the levels that come out at least 9 times in 10`);
      assert.ok(offered.includes(await level.inputValue()), `${kind} ${size}×${size}: the chosen level is offered`);
      const text = await note();
      if (offered.length === LEVELS.length) assert.equal(text, '', `${kind} ${size}×${size}: no note when every level is offered`);
      else if (rows.every(([, , , got]) => /^e+$/.test(got))) assert.equal(text, `Every ${size}×${size} puzzle is easy.`);
      else {
        assert.match(text, new RegExp(`^Not offered at ${size}×${size}, where (it comes|they come) out less than 9 times in 10: `));
        for (const l of LEVELS.filter((x) => !offered.includes(x))) {
          const got = rows.find((r) => r[2] === l)[3];
          const hits = [...got].filter((c) => LETTERS[c] === l).length;
          assert.ok(text.includes(`${cap(l)} (${hits} of ${got.length}`), `${kind} ${size}×${size}: the note gives ${l}'s rate: ${text}`);
        }
      }
    }
  }
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

// A request at an offered level that still comes out at another level: 12×12 Master, seed 72 gives Expert
// (found by asking seeds 1..150: 72 and 73 miss). Should new techniques make it hit, the next miss of seeds
// 1..400 is looked up with the engine itself (wasm in Node, the page's options without the safety net).
async function findMiss(kind = 'sudoku', size = 12, level = 'master') {
  await initWasm({ module_or_path: fs.readFileSync(new URL('../www/pkg-teach/deduce_bg.wasm', import.meta.url)) });
  for (const seed of [72, ...Array.from({ length: 400 }, (_, i) => i + 1)]) {
    const g = generate_puzzle(kind, size, level, '', seed, 600_000);
    try { if (g.level !== level) return { kind, size, level, seed }; } finally { g.free(); }
  }
  return null;
}

test('a New game of another level than asked says which level was asked and which one this puzzle is', async () => {
  const miss = await findMiss();
  assert.ok(miss, 'some seed of 12×12 Master gives another level');
  const t = await newPage(env);
  // the puzzle from the link is not generated, so the first New game uses the seed in the query
  await t.open(`?seed=${miss.seed}`, CLASSIC_ID);
  const p = t.page;
  const next = p.getByRole('form', { name: 'Next game' });
  await next.getByLabel('Puzzle', { exact: true }).selectOption(miss.kind);
  await next.getByLabel('Size').selectOption(String(miss.size));
  await next.getByLabel('Level').selectOption(miss.level);
  assert.equal(await next.getByLabel('Level').inputValue(), miss.level, `${miss.size}×${miss.size} offers ${miss.level}`);
  await next.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction((n) => document.querySelectorAll('[role=gridcell]').length === n * n, miss.size);
  await waitReady(p);
  await p.getByText(/^This puzzle: \w+ · hardest step/).waitFor();
  // the level the page shows for the puzzle is the one the message names (the engine's own label)
  const got = (await p.getByText(/^This puzzle:/).textContent()).match(/^This puzzle: (\w+)/)[1];
  assert.notEqual(got, cap(miss.level));
  assert.equal(await p.getByText(/^You asked for /).textContent(),
    `You asked for ${cap(miss.level)}; none turned up in the generator's tries, so this puzzle is ${got}.`);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

// Issue 15: 16×16 Hard is offered since the generator keeps a hard-bound request within the level (a logic cap
// in easy-first removal, src/generate/sudoku.rs `logic_cap`); a New game there gives a Hard puzzle in the page.
test('16×16 Hard is offered, and a New game there gives a Hard puzzle', async () => {
  const row = MEASURED.find(([k, s, l]) => k === 'sudoku' && s === 16 && l === 'hard');
  assert.equal(row[4], true, 'www/levels.js offers 16×16 Hard');
  const t = await newPage(env);
  await t.open('?seed=3', CLASSIC_ID);
  const p = t.page;
  const next = p.getByRole('form', { name: 'Next game' });
  await next.getByLabel('Size').selectOption('16');
  await next.getByLabel('Level').selectOption('hard');
  assert.equal(await next.getByLabel('Level').inputValue(), 'hard');
  await next.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 256, null, { timeout: 60_000 });
  await waitReady(p);
  await p.getByText(/^This puzzle: Hard · hardest step/).waitFor({ timeout: 60_000 });
  assert.equal(await p.getByText(/^You asked for /).count(), 0, 'no other level than asked');
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

// A Next-game choice made while the game of a new Puzzle kind is being made stays as chosen: the game that
// arrives (binary 10×10) does not put the Size back to its own.
test('a Size chosen while the new kind\'s game is made stays chosen, with its levels', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const next = p.getByRole('form', { name: 'Next game' });
  await next.getByLabel('Puzzle', { exact: true }).selectOption('binary');
  await next.getByLabel('Size').selectOption('4');
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 100, null, { timeout: 30_000 });
  await waitReady(p);
  assert.equal(await next.getByLabel('Size').inputValue(), '4');
  const enabled = await next.getByLabel('Level').locator('option').evaluateAll((os) => os.filter((o) => !o.disabled).map((o) => o.value));
  assert.deepEqual(enabled, ['easy']);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
