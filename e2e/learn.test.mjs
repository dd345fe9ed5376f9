// Learn, in the real page: the Learn button opens the technique library (every technique grouped by level, with
// Example and Practise buttons); Practise gives a position whose link reopens it; marking the step's
// eliminations and pressing Check says right (and counts it), a wrong mark says wrong and why; an example draws
// the step as a hint does; keyboard only on a phone in the dark theme. The position and its step come from the
// engine in Node (from the link's seed); every answer a test gives the page is checked first by independent.mjs
// (a solver and technique finders written from the rules, no engine code) on the grid the page shows.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import initWasm, { practice_position, solve_path, all_steps, Game } from '../www/pkg-teach/deduce.js';
import { test, startAll, newPage, shot, waitReady, seedStorage, hintByKeys, CLASSIC_ID } from './helpers.mjs';
import { readGrid, solveSudoku, nakedPairs, solveBinary, sandwiches } from './independent.mjs';

let env;
before(async () => {
  env = await startAll();
  await initWasm({ module_or_path: fs.readFileSync(new URL('../www/pkg-teach/deduce_bg.wasm', import.meta.url)) });
});
after(async () => { await env?.close(); });

/** The position a learning link names, and its step, as the engine in Node finds them. */
function positionOf(hash) {
  const [, , kind, id, seed] = /^#(practice|example)\/(sudoku|binary)\/([a-z0-9+-]+)\/(\d+)$/.exec(hash);
  const p = practice_position(kind, id, Number(seed), 1, 60_000);
  assert.ok(p.found, p.message);
  const g = Game.load(p.save);
  const h = g.hint();
  const pairs = (a) => { const out = []; for (let i = 0; i < a.length; i += 2) out.push([a[i], a[i + 1]]); return out; };
  const out = { gameId: g.game_id(), technique: h.technique_id, eliminations: pairs(h.eliminations), placements: pairs(h.placements),
                cells: Array.from(g.cells()), marks: Array.from(g.marks()) };
  h.free(); g.free(); p.free();
  return out;
}

const panel = (p, name) => p.getByRole('region', { name });
const verdict = (p) => p.locator('#learn-verdict');

/** Takes note `sym` off cell `cell` (Notes mode is on in practice): select the cell, type the digit. */
async function toggleNote(p, cell, sym) {
  await p.getByRole('gridcell').nth(cell).click();
  await p.keyboard.press(String(sym));
}

test('Learn: Whole puzzle makes a new game at the technique\'s level whose solve needs it', async () => {
  const { page: p, open, problems, close } = await newPage(env);
  await open('?seed=3');
  const before = await p.evaluate(() => location.hash);
  await p.getByRole('button', { name: 'Learn' }).click();
  const lib = p.getByRole('dialog', { name: 'Learn' });
  await lib.getByRole('button', { name: 'A whole puzzle that needs X-wing', exact: true }).click();
  await p.waitForFunction((h) => location.hash !== h && /^#sudoku:3x3:/.test(location.hash), before, { timeout: 60_000 });
  await waitReady(p);
  assert.equal(await lib.isVisible(), false, 'the library closes');
  assert.match(await p.locator('#puzzle-level').textContent(), /^This puzzle: Hard · hardest step: /);
  assert.match(await p.locator('#message').textContent(), /^Made for practice: this Hard puzzle's solve path uses X-wing\.$/);
  await shot(p, 'learn-whole-puzzle');
  const id = decodeURIComponent((await p.evaluate(() => location.hash)).slice(1));
  const shown = await readGrid(p);
  assert.ok(solveSudoku(shown.cells), 'it has a solution');
  const path = solve_path(id).map((r) => JSON.parse(r));
  assert.ok(path.some((r) => r.technique === 'x-wing'), 'its solve path uses an X-wing');
  assert.ok(path.every((r) => ['easy', 'medium', 'hard'].includes(r.level)), 'nothing harder than Hard');
  assert.deepEqual(await problems(), []);
  await close();
});

test('Learn lists every technique by level; practising a naked pair: right, then wrong with the reason', async () => {
  const { page: p, open, problems, close } = await newPage(env);
  await open('?seed=3');
  await p.getByRole('button', { name: 'Learn' }).click();
  const lib = p.getByRole('dialog', { name: 'Learn' });
  await lib.waitFor();
  for (const name of ['Practise Hidden single', 'Practise X-wing', 'Practise Forcing chain', 'Example Skyscraper',
    'Practise Sandwich (binary)', 'Practise Contradiction (binary)']) {
    assert.equal(await lib.getByRole('button', { name, exact: true }).count(), 1, name);
  }
  assert.equal(await lib.getByRole('list', { name: 'Sudoku, Hard', exact: true }).count(), 1);
  assert.equal(await lib.getByRole('list', { name: 'Binary puzzles, Easy' }).count(), 1);
  await shot(p, 'learn-library-desktop');
  await lib.getByRole('button', { name: 'Practise Naked pair', exact: true }).click();
  await panel(p, 'Practise: Naked pair').waitFor();
  await waitReady(p);
  const hash = await p.evaluate(() => location.hash);
  assert.match(hash, /^#practice\/sudoku\/naked-pair\/\d+$/);
  // the header names what is practised and its level, not the level of the puzzle the position came from
  assert.equal(await p.locator('#puzzle-level').textContent(), 'Practice: Naked pair (Medium)');
  const pos = positionOf(hash);
  assert.equal(pos.technique, 'naked-pair');
  assert.ok(pos.eliminations.length > 0);
  // the answer, checked independently on the grid the page shows: a naked pair of its notes, removing no
  // digit of the solution
  const shown = await readGrid(p);
  assert.deepEqual(shown.cells, pos.cells, 'the page shows the position');
  const solution = solveSudoku(shown.cells);
  assert.ok(solution, 'the position has one solution');
  const key = (list) => JSON.stringify([...list].map(String).sort());
  assert.ok(nakedPairs(shown.cells, shown.marks).some((e) => key(e) === key(pos.eliminations)),
    `the eliminations ${key(pos.eliminations)} are those of a naked pair of the notes shown`);
  for (const [c, s] of pos.eliminations) assert.notEqual(solution[c], s, `r${Math.floor(c / 9) + 1}c${c % 9 + 1} is ${s}`);
  // Check before marking anything: nothing counted yet
  await p.getByRole('button', { name: 'Check', exact: true }).click();
  await verdict(p).filter({ hasText: /^Nothing marked yet/ }).waitFor();
  for (const [c, s] of pos.eliminations) await toggleNote(p, c, s);
  await p.getByRole('button', { name: 'Check', exact: true }).click();
  await verdict(p).filter({ hasText: /^Right!/ }).waitFor();
  assert.match(await p.locator('#learn-tally').textContent(), /Practised 1 time, 1 right/);
  await shot(p, 'learn-practice-right-desktop');
  // the link reopens the same position
  const again = await newPage(env);
  await again.page.goto(`${env.srv.url}${hash}`);
  await panel(again.page, 'Practise: Naked pair').waitFor();
  await waitReady(again.page);
  assert.equal(await again.page.evaluate(() => location.hash), hash);
  await again.close();
  // Next position: a wrong mark (a cell's own digit, which the naked pair does not remove) says wrong and why
  await p.getByRole('button', { name: 'Next position' }).click();
  await p.waitForFunction((h) => location.hash !== h && location.hash.startsWith('#practice/'), hash);
  await waitReady(p);
  const next = positionOf(await p.evaluate(() => location.hash));
  const nextSolution = solveSudoku((await readGrid(p)).cells);
  assert.ok(nextSolution, 'the next position has one solution');
  const cell = next.cells.findIndex((v, i) => v === 0 && !next.eliminations.some(([c]) => c === i));
  await toggleNote(p, cell, nextSolution[cell]);
  await p.getByRole('button', { name: 'Check', exact: true }).click();
  await verdict(p).filter({ hasText: /^Wrong: the Naked pair does not rule out/ }).waitFor();
  assert.match(await verdict(p).textContent(), /is the digit r\d+c\d+ needs/);
  assert.match(await p.locator('#learn-tally').textContent(), /Practised 2 times, 1 right/);
  await shot(p, 'learn-practice-wrong-desktop');
  assert.deepEqual(await problems(), []);
  await close();
});

test('Learn: Find them all asks for every instance of a technique; Check counts them, names and draws the missed, marks the wrong', async () => {
  const { page: p, open, problems, close } = await newPage(env, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  await open('?seed=3');
  await p.getByRole('button', { name: 'Learn' }).click();
  const lib = p.getByRole('dialog', { name: 'Learn' });
  // offered where the engine lists every instance (pointing yes; a forcing chain, one at a time, no)
  assert.equal(await lib.getByRole('button', { name: 'Find every Forcing chain', exact: true }).count(), 0);
  await lib.getByRole('button', { name: 'Find every Locked candidates (pointing)', exact: true }).click();
  await panel(p, 'Find them all: Locked candidates (pointing)').waitFor();
  await waitReady(p);
  const hash = await p.evaluate(() => location.hash);
  const m = /^#findall\/sudoku\/locked-candidates-pointing\/(\d+)$/.exec(hash);
  assert.ok(m, hash);
  assert.equal(await p.locator('#puzzle-level').textContent(), 'Find them all: Locked candidates (pointing) (Medium)');
  // every pointing step there, as the engine in Node lists them; each checked against the solution of the grid shown
  const pos = practice_position('sudoku', 'locked-candidates-pointing', Number(m[1]), 1, 60_000);
  const all = all_steps(pos.save).map((r) => JSON.parse(r)).filter((r) => r.technique === 'locked-candidates-pointing');
  pos.free();
  const solution = solveSudoku((await readGrid(p)).cells);
  for (const r of all) for (const e of r.eliminations) assert.notEqual(String(solution[e.cell]), e.symbol);
  await p.getByRole('button', { name: 'Check', exact: true }).click();
  await verdict(p).filter({ hasText: new RegExp(`^Nothing marked yet: there are ${all.length} here`) }).waitFor();
  // the first alone: partly, the others named
  for (const e of all[0].eliminations) await toggleNote(p, e.cell, e.symbol);
  await p.getByRole('button', { name: 'Check', exact: true }).click();
  if (all.length > 1) {
    await verdict(p).filter({ hasText: new RegExp(`^1 of ${all.length} found\\. Missed: `) }).waitFor();
    assert.ok((await verdict(p).textContent()).includes(all[1].text.explanation));
    // and drawn: each cell a missed instance would change says which of its notes (the first's are done)
    const first = new Set(all[0].eliminations.map((e) => `${e.cell}:${e.symbol}`));
    const missedAt = async (c) => (/missed ([^,]*)/.exec(await p.getByRole('gridcell').nth(c).getAttribute('aria-description') ?? '')?.[1] ?? '').split(' ');
    for (const e of all[1].eliminations.filter((e) => !first.has(`${e.cell}:${e.symbol}`))) {
      assert.ok((await missedAt(e.cell)).includes(String(e.symbol)), `cell ${e.cell} misses ${e.symbol}`);
    }
    for (const e of all[0].eliminations) assert.ok(!(await missedAt(e.cell)).includes(String(e.symbol)), `cell ${e.cell}`);
    await shot(p, 'learn-find-all-missed-phone-dark');
  }
  // all of them: right
  const done = new Set(all[0].eliminations.map((e) => `${e.cell}:${e.symbol}`));
  for (const r of all.slice(1)) {
    for (const e of r.eliminations) {
      if (done.has(`${e.cell}:${e.symbol}`)) continue;
      done.add(`${e.cell}:${e.symbol}`);
      await toggleNote(p, e.cell, e.symbol);
    }
  }
  await p.getByRole('button', { name: 'Check', exact: true }).click();
  await verdict(p).filter({ hasText: new RegExp(`^Right! All ${all.length} found`) }).waitFor();
  await shot(p, 'learn-find-all-phone-dark');
  // a note none rules out (a cell's own digit): wrong, the cell marked
  const shown = await readGrid(p);
  const cell = shown.cells.findIndex((v, i) => v === 0 && shown.marks[i] & (1 << solution[i]));
  await toggleNote(p, cell, solution[cell]);
  await p.getByRole('button', { name: 'Check', exact: true }).click();
  await verdict(p).filter({ hasText: /^Wrong: no Locked candidates \(pointing\) here rules out/ }).waitFor();
  assert.deepEqual(await problems(), []);
  await close();
});

test('Learn lists Killer\'s own techniques apart, and an example of one is a Killer position', async () => {
  const { page: p, open, problems, close } = await newPage(env);
  await open('?seed=5');
  await p.getByRole('button', { name: 'Learn' }).click();
  const lib = p.getByRole('dialog', { name: 'Learn' });
  await lib.waitFor();
  for (const name of ['Cage combination', 'Cage interaction', '45 rule', 'Cage splitting']) {
    assert.equal(await lib.getByRole('button', { name: `Practise ${name} (Killer Sudoku)`, exact: true }).count(), 1, name);
    assert.equal(await lib.getByRole('button', { name: `Practise ${name}`, exact: true }).count(), 0, `${name} is not listed under Sudoku`);
  }
  assert.equal(await lib.getByRole('list', { name: 'Killer Sudoku, Easy' }).count(), 1);
  // Sudoku's techniques are listed once, under Sudoku
  assert.equal(await lib.getByRole('button', { name: /^Practise Hidden single/ }).count(), 1);
  await lib.getByRole('button', { name: 'Example Cage combination (Killer Sudoku)', exact: true }).click();
  await panel(p, 'Example: Cage combination').waitFor({ timeout: 60_000 });
  await waitReady(p);
  assert.match(await p.evaluate(() => location.hash), /^#example\/killer\/cage-combination\/\d+$/);
  await p.getByRole('grid', { name: 'Killer Sudoku 9×9' }).waitFor();
  await p.getByRole('button', { name: 'Show the step' }).click();
  await p.locator('svg.figure-overlay.active').waitFor();
  assert.match(await p.getByRole('region', { name: 'Hint' }).textContent(), /Cage combination/);
  await shot(p, 'learn-killer-example');
  assert.deepEqual(await problems(), []);
  await close();
});

test('the library is searched by name or description; nothing found says so', async () => {
  const { page: p, open, problems, close } = await newPage(env);
  await open('?seed=5');
  await p.getByRole('button', { name: 'Learn' }).click();
  const lib = p.getByRole('dialog', { name: 'Learn' });
  await lib.getByRole('button', { name: 'Practise X-wing', exact: true }).waitFor();
  const search = lib.getByRole('searchbox', { name: 'Search techniques' });
  // opening it does not focus the search (a phone would cover the list with its keyboard): Tab reaches it
  assert.equal(await p.evaluate(() => document.activeElement.id), 'library-title');
  await p.keyboard.press('Tab');
  assert.equal(await p.evaluate(() => document.activeElement.id), 'library-search');
  const practise = lib.getByRole('button', { name: /^Practise / });
  const all = await practise.count();
  assert.ok(all > 70, `${all} techniques listed`);
  // by name: the wings, any case, and their levels only
  await search.fill('WING');
  const wings = await practise.allTextContents();
  assert.ok(wings.length >= 5 && wings.length < 15, `${wings.length} wings`);
  assert.equal(await lib.getByRole('button', { name: 'Practise X-wing', exact: true }).count(), 1);
  assert.equal(await lib.getByRole('button', { name: 'Practise Hidden single', exact: true }).count(), 0);
  assert.equal(await lib.getByRole('list', { name: 'Sudoku, Easy' }).count(), 0, 'a level with no match is hidden');
  // by words of the description, in any order
  await search.fill('cage sum');
  assert.equal(await lib.getByRole('button', { name: 'Practise Cage combination (Killer Sudoku)', exact: true }).count(), 1);
  assert.equal(await lib.getByRole('button', { name: 'Practise X-wing', exact: true }).count(), 0);
  // nothing: said so; cleared: everything again
  await search.fill('zzz');
  assert.equal(await practise.count(), 0);
  await lib.getByRole('status').filter({ hasText: 'No technique matches "zzz".' }).waitFor();
  await search.fill('');
  assert.equal(await practise.count(), all);
  await shot(p, 'learn-library-search');
  assert.deepEqual(await problems(), []);
  await close();
});

test('an example is drawn as a hint draws it; Another example moves on; binary practice places digits', async () => {
  const { page: p, open, problems, close } = await newPage(env);
  await open('?seed=4');
  await p.getByRole('button', { name: 'Learn' }).click();
  await p.getByRole('dialog', { name: 'Learn' }).getByRole('button', { name: 'Example X-wing', exact: true }).click();
  await panel(p, 'Example: X-wing').waitFor();
  await waitReady(p);
  const hash = await p.evaluate(() => location.hash);
  assert.match(hash, /^#example\/sudoku\/x-wing\/\d+$/);
  await p.getByRole('button', { name: 'Show the step' }).click();
  await p.locator('svg.figure-overlay.active').waitFor();
  assert.match(await p.getByRole('region', { name: 'Hint' }).textContent(), /X-wing/);
  await shot(p, 'learn-example-desktop');
  await p.getByRole('button', { name: 'Another example' }).click();
  await p.waitForFunction((h) => location.hash !== h, hash);
  await waitReady(p);
  assert.match(await p.evaluate(() => location.hash), /^#example\/sudoku\/x-wing\/\d+$/);
  // binary: Practise from the example panel of a sandwich, then enter the digits it places
  await p.getByRole('button', { name: 'Learn' }).click();
  await p.getByRole('dialog', { name: 'Learn' }).getByRole('button', { name: 'Practise Sandwich (binary)' }).click();
  await panel(p, 'Practise: Sandwich').waitFor();
  await waitReady(p);
  const pos = positionOf(await p.evaluate(() => location.hash));
  // the answer, checked independently: sandwiches of the grid shown, each the solution's symbol
  const shown = await readGrid(p, 'binary');
  const solution = solveBinary(shown.cells, shown.n);
  assert.ok(solution, 'the position has one solution');
  assert.ok(pos.placements.length > 0);
  const found = sandwiches(shown.cells, shown.n).map(String);
  for (const [c, s] of pos.placements) {
    assert.ok(found.includes(String([c, s])), `r${Math.floor(c / shown.n) + 1}c${c % shown.n + 1} is a sandwich of the grid shown`);
    assert.equal(solution[c], s);
  }
  for (const [c, s] of pos.placements) {
    await p.getByRole('gridcell').nth(c).focus();
    await p.keyboard.press(s === 1 ? '0' : '1');
  }
  await p.getByRole('button', { name: 'Check', exact: true }).click();
  await verdict(p).filter({ hasText: /^Right!/ }).waitFor();
  await shot(p, 'learn-binary-right-desktop');
  assert.deepEqual(await problems(), []);
  await close();
});

test('phone, dark theme, keyboard only: Learn, Practise, Show the step', async () => {
  const { page: p, open, problems, close } = await newPage(env, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  await open('?seed=5');
  await p.getByRole('button', { name: 'Learn' }).focus();
  await p.keyboard.press('Enter');
  const lib = p.getByRole('dialog', { name: 'Learn' });
  await lib.waitFor();
  await shot(p, 'learn-library-phone-dark');
  await lib.getByRole('button', { name: 'Practise Hidden single', exact: true }).focus();
  await p.keyboard.press('Enter');
  await panel(p, 'Practise: Hidden single').waitFor();
  await waitReady(p);
  await p.getByRole('button', { name: 'Show the step' }).focus();
  await p.keyboard.press('Enter');
  // the step comes from the hint worker (the teaching module): wait for it
  await p.getByRole('region', { name: 'Hint' }).filter({ hasText: /Hidden single/ }).waitFor();
  assert.match(await p.locator('#learn-tally').textContent(), /Practised 1 time, 0 right/);
  const overflow = await p.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
  await shot(p, 'learn-practice-phone-dark');
  assert.deepEqual(await problems(), []);
  await close();
});

test('a technique too rare for the worker\'s 2 s says so, offers to try again, and nothing freezes', async () => {
  const { page: p, open, problems, close } = await newPage(env);
  await open('?seed=6');
  const before = await p.evaluate(() => location.hash);
  await p.getByRole('button', { name: 'Learn' }).click();
  // every main-thread task longer than 50 ms from here on is recorded (a long-task observer)
  await p.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration)); })
      .observe({ type: 'longtask' });
  });
  await p.getByRole('dialog', { name: 'Learn' }).getByRole('button', { name: 'Practise Unique rectangle type 5', exact: true }).click();
  // the search runs in the worker: the page answers meanwhile (a task queued now runs within a second, timed
  // inside the page), and Cancel is offered
  assert.match(await p.locator('#busy-text').textContent(), /Finding a position to practise Unique rectangle type 5/);
  const lag = await p.evaluate(() => new Promise((r) => { const t0 = performance.now(); setTimeout(() => r(performance.now() - t0), 0); }));
  assert.ok(lag < 1000, `the main thread answered in ${lag} ms`);
  await panel(p, 'Practise: Unique rectangle type 5').waitFor({ timeout: 15_000 });
  await waitReady(p);
  const longTasks = await p.evaluate(() => window.__longTasks);
  assert.ok(longTasks.every((ms) => ms < 1000), `long tasks on the main thread during the search: ${longTasks} ms`);
  const hash = await p.evaluate(() => location.hash);
  if (hash === before) {
    // not found within the bounds: the board keeps its game, the panel says why and offers the next seeds
    assert.match(await verdict(p).textContent(), /too rare: no position found in \d+ puzzles?/);
    assert.equal(await p.getByRole('button', { name: 'Try again' }).count(), 1);
    assert.equal(await p.getByRole('button', { name: 'Library' }).count(), 1);
    await shot(p, 'learn-too-rare-desktop');
  } else {
    assert.match(hash, /^#practice\/sudoku\/unique-rectangle-type-5\/\d+$/);
  }
  assert.deepEqual(await problems(), []);
  await close();
});

test('a rare technique with known seeds opens at once, and Next position goes round them', async () => {
  const { page: p, open, problems, close } = await newPage(env);
  await open('?seed=7');
  await p.getByRole('button', { name: 'Learn' }).click();
  await p.getByRole('dialog', { name: 'Learn' }).getByRole('button', { name: 'Practise Unique rectangle type 2', exact: true }).click();
  await panel(p, 'Practise: Unique rectangle type 2').waitFor();
  await waitReady(p);
  const seeds = ['273', '5259', '9000', '13106'];
  const seed = (await p.evaluate(() => location.hash)).split('/').pop();
  assert.ok(seeds.includes(seed), seed);
  assert.equal(positionOf(await p.evaluate(() => location.hash)).technique, 'unique-rectangle-type-2');
  await p.getByRole('button', { name: 'Next position' }).click();
  await p.waitForFunction((s) => !location.hash.endsWith(`/${s}`), seed);
  await waitReady(p);
  assert.equal((await p.evaluate(() => location.hash)).split('/').pop(), seeds[(seeds.indexOf(seed) + 1) % seeds.length]);
  assert.deepEqual(await problems(), []);
  await close();
});

test('Your weak spots (issue 30): the techniques hints were needed for and practice answers missed, weakest three first, each with Practise; "Practise my weak spots" makes a puzzle that needs them (or the weakest, when together they are too rare)', async () => {
  const t = await newPage(env);
  const p = t.page;
  // a tally kept from earlier play: 5 hints for a hidden single, an X-wing practised 3 times and right once, one hint
  // each for a naked pair and (in a Killer) a cage combination, and a wrong answer before for a skyscraper, practised since
  await seedStorage(env, p, { 'deduce.practice': JSON.stringify({ v: 1, by: {
    'sudoku:hidden-single': { attempts: 0, successes: 0, hints: 5 }, 'sudoku:x-wing': { attempts: 3, successes: 1 },
    'sudoku:naked-pair': { attempts: 0, successes: 0, hints: 1 }, 'sudoku:cage-combination': { attempts: 0, successes: 0, hints: 1 },
    'sudoku:skyscraper': { attempts: 2, successes: 2 } } }) });
  await t.open('?seed=1', CLASSIC_ID);
  // a hint in this game adds to its technique's count
  const { title } = await hintByKeys(p);
  assert.equal(title, 'Hidden single');
  await p.getByRole('button', { name: 'Learn' }).click();
  const d = p.getByRole('dialog', { name: 'Learn' });
  const weak = d.getByRole('list', { name: 'Your weak spots' });
  await weak.waitFor();
  const items = await weak.getByRole('listitem').evaluateAll((lis) => lis.map((li) => [li.querySelector('.technique-name').textContent, li.querySelector('.technique-tally').textContent]));
  assert.deepEqual(items, [['Hidden single', '6 hints'], ['X-wing', '2 practice answers not right'], ['Cage combination', '1 hint']]);
  // Practise goes to a practice position of that technique (the Killer one in the Killer library)
  assert.equal(await weak.getByRole('button', { name: 'Practise Cage combination, a weak spot' }).getAttribute('data-kind'), 'killer');
  await weak.getByRole('button', { name: 'Practise X-wing, a weak spot' }).click();
  await p.getByRole('complementary', { name: /Practise: X-wing/ }).or(p.getByText('Practise: X-wing')).first().waitFor({ timeout: 60_000 });
  // searching the library hides the weak spots; "Practise my weak spots" makes a whole puzzle that needs the weakest
  await p.getByRole('button', { name: 'Learn' }).click();
  await d.getByRole('searchbox', { name: 'Search techniques' }).fill('wing');
  assert.equal(await weak.isVisible(), false);
  await d.getByRole('searchbox', { name: 'Search techniques' }).fill('');
  // the Sudoku ones together (Cage combination is Killer's)
  await d.getByRole('button', { name: 'Practise my weak spots: a whole puzzle that needs Hidden single and X-wing' }).click();
  await p.locator('#message').filter({ hasText: "Made for practice: this Hard puzzle's solve path uses Hidden single and X-wing." }).waitFor({ timeout: 60_000 });
  // a rule's technique and a plain one need no one puzzle: the weakest alone
  await seedStorage(env, p, { 'deduce.practice': JSON.stringify({ v: 1, by: {
    'sudoku:thermometer': { attempts: 0, successes: 0, hints: 3 }, 'sudoku:x-wing': { attempts: 0, successes: 0, hints: 1 } } }) });
  await t.open('?seed=2', CLASSIC_ID);
  await p.getByRole('button', { name: 'Learn' }).click();
  await d.getByRole('button', { name: 'Practise my weak spots: a whole puzzle that needs Thermometer and X-wing' }).click();
  await p.locator('#message').filter({ hasText: /^Made for practice: this \w+ puzzle's solve path uses Thermometer\.$/ }).waitFor({ timeout: 60_000 });
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
