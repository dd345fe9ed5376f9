// Level reliability (issue 16): the page offers a level at a size only where the generator gave it in at least
// 9 of 10 requests (www/levels.js, measured by tests/levels.rs), says why the others are missing, and when a
// New game still comes out at another level than asked, says so. By role and accessible name.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, startAll, newPage, waitReady, CLASSIC_ID } from './helpers.mjs';
import fs from 'node:fs';
import initWasm, { generate_puzzle } from '../www/pkg-teach/deduce.js';
import { MEASURED } from '../www/levels.js';
import { READY_MADE } from '../www/kinds.js';

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
  // every kind the Puzzle choice offers, and every Sudoku Rules choice alone ('sudoku+thermo'), each with its rows
  // in www/levels.js
  const kinds = await next.getByLabel('Puzzle', { exact: true }).locator('option').evaluateAll((os) => os.map((o) => o.value));
  const families = await next.getByLabel('Rules', { exact: true }).locator('option').evaluateAll((os) => os.map((o) => o.value).filter(Boolean));
  const choices = [...kinds, ...families.map((f) => `sudoku+${f}`)];
  assert.deepEqual([...choices].sort(), [...new Set(MEASURED.map(([k]) => k))].sort(), 'www/levels.js measures every kind and rule the page offers');
  for (const kind of choices) {
    const [puzzle, rules = ''] = kind.split('+');
    await next.getByLabel('Puzzle', { exact: true }).selectOption(puzzle);
    if (puzzle === 'sudoku') await next.getByLabel('Rules', { exact: true }).selectOption(rules);
    const sizes = [...new Set(MEASURED.filter(([k]) => k === kind).map(([, s]) => s))];
    assert.deepEqual(await next.getByLabel('Size').locator('option').evaluateAll((os) => os.map((o) => Number(o.value))), sizes,
      `every ${kind} size the page offers was measured`);
    for (const size of sizes) {
      await next.getByLabel('Size').selectOption(String(size));
      const rows = MEASURED.filter(([k, s]) => k === kind && s === size);
      const rate = (l) => { const [, , , got] = rows.find((r) => r[2] === l); return [...got].filter((c) => LETTERS[c] === l).length / got.length; };
      // a level from a ready-made set (www/kinds.js READY_MADE: Killer 9×9 Expert) is offered whatever its rate
      const ready = (l) => READY_MADE.some(([k, s, x]) => k === kind && s === size && x === l);
      const offered = LEVELS.filter((l) => rate(l) >= 0.9 || ready(l));
      const enabled = await level.locator('option').evaluateAll((os) => os.filter((o) => !o.disabled).map((o) => o.value));
      assert.deepEqual(enabled, offered, `${kind} ${size}×${size}: the levels that come out at least 9 times in 10`);
      assert.ok(offered.includes(await level.inputValue()), `${kind} ${size}×${size}: the chosen level is offered`);
      const text = await note();
      if (offered.length === LEVELS.length) assert.equal(text, '', `${kind} ${size}×${size}: no note when every level is offered`);
      else if (rows.every(([, , , got]) => /^e+$/.test(got))) assert.equal(text, `Every ${size}×${size} puzzle is easy.`);
      else {
        assert.match(text, new RegExp(`^Not offered at ${size}×${size}, where the generator cannot promise (one|them): `));
        for (const l of LEVELS.filter((x) => !offered.includes(x) && !ready(x))) {
          const got = rows.find((r) => r[2] === l)[3];
          const hits = [...got].filter((c) => LETTERS[c] === l).length;
          assert.ok(text.includes(`${cap(l)} (${hits} in ${got.length}`), `${kind} ${size}×${size}: the note gives ${l}'s rate: ${text}`);
        }
      }
    }
  }
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

// A request at an offered level that still comes out at another level: Killer 6×6 Expert, seed 2 gives Hard
// (www/levels.js, measured by tests/levels.rs: seeds 2 and 3 miss; a 6×6 is made in a moment, where the 12×12
// Master miss this test used before took the page 25 s of tries). The page is asked for seed 2 first; should new
// techniques make it hit, the next miss of seeds 1..400 is looked up with the engine itself (wasm in Node, the
// page's options without the safety net) and the page asked again.
const MISS = { kind: 'killer', size: 6, level: 'expert' };
async function findMissSeed({ kind, size, level }) {
  await initWasm({ module_or_path: fs.readFileSync(new URL('../www/pkg-teach/deduce_bg.wasm', import.meta.url)) });
  for (let seed = 1; seed <= 400; seed++) {
    const g = generate_puzzle(kind, '', size, level, '', seed, 600_000);
    try { if (g.level !== level) return seed; } finally { g.free(); }
  }
  return null;
}

/** A New game of `MISS` with `seed` in a fresh page: the page and the level it shows for the puzzle it made. */
async function newGameWithSeed(seed) {
  const t = await newPage(env);
  // the puzzle from the link is not generated, so the first New game uses the seed in the query
  await t.open(`?seed=${seed}`, CLASSIC_ID);
  const p = t.page;
  const next = p.getByRole('form', { name: 'Next game' });
  await next.getByLabel('Puzzle', { exact: true }).selectOption(MISS.kind);
  await next.getByLabel('Size').selectOption(String(MISS.size));
  await next.getByLabel('Level').selectOption(MISS.level);
  assert.equal(await next.getByLabel('Level').inputValue(), MISS.level, `${MISS.size}×${MISS.size} offers ${MISS.level}`);
  await next.getByRole('button', { name: 'New game' }).click();
  await p.waitForFunction((n) => document.querySelectorAll('[role=gridcell]').length === n * n, MISS.size);
  await waitReady(p);
  await p.getByText(/^This puzzle: \w+ · hardest step/).waitFor();
  // the level the page shows for the puzzle is the one the message names (the engine's own label)
  const got = (await p.getByText(/^This puzzle:/).textContent()).match(/^This puzzle: (\w+)/)[1];
  return { t, p, got };
}

test('a New game of another level than asked says which level was asked and which one this puzzle is', async () => {
  let { t, p, got } = await newGameWithSeed(2);
  if (got === cap(MISS.level)) {
    await t.close();
    const seed = await findMissSeed(MISS);
    assert.ok(seed, `some seed of ${MISS.size}×${MISS.size} ${MISS.level} gives another level`);
    ({ t, p, got } = await newGameWithSeed(seed));
  }
  assert.notEqual(got, cap(MISS.level));
  assert.equal(await p.getByText(/^You asked for /).textContent(),
    `You asked for ${cap(MISS.level)}; none turned up in the generator's tries, so this puzzle is ${got}.`);
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

// A Next-game choice made while New game's game of a new Puzzle kind is being made stays as chosen: the game
// that arrives (binary 10×10) does not put the Size back to its own.
test('a Size chosen while the new kind\'s game is made stays chosen, with its levels', async () => {
  const t = await newPage(env);
  await t.open('?seed=1', CLASSIC_ID);
  const p = t.page;
  const next = p.getByRole('form', { name: 'Next game' });
  await next.getByLabel('Puzzle', { exact: true }).selectOption('binary');
  await next.getByRole('button', { name: 'New game' }).click();
  await next.getByLabel('Size').selectOption('4');
  await p.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 100, null, { timeout: 30_000 });
  await waitReady(p);
  assert.equal(await next.getByLabel('Size').inputValue(), '4');
  const enabled = await next.getByLabel('Level').locator('option').evaluateAll((os) => os.filter((o) => !o.disabled).map((o) => o.value));
  assert.deepEqual(enabled, ['easy']);
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
