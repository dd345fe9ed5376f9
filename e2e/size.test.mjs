// The engine's download, per module. The page loads only its own module (www/pkg: the game, its moves, checks,
// counting and saves; 79 KB gzipped when it was split off, well under issue 5's 150 KB target; the limit leaves
// room for the page's Killer cages; raised from 90 to 95 KB for issue 27, about 89 KB with the static checks of
// signs and sums, 92.7 KB with the binary count that answers every accepted size without hanging or trapping; raised
// to 97 KB for issue 29's corner marks and colours, moves and saves like entries and notes: 96.6 KB; to 106 KB for
// rules as data, issue 26: the rules field read, the geometry built from a rule list, rule pairs checked, the rules
// and their units told to the page, 102.7 KB, then relations between cells, their tables, propagation, candidates
// and notes clean-up: 105.2 KB; to 113 KB for rule instances, the grammar's cells and paths read and written, ten
// more rules, their checks and marks for drawing: 112.6 KB; to 114 KB when the generator's rule families went into
// the teaching module: no code of the page's changed and its raw size fell 52 B, but the same code laid out anew
// compresses 237 B worse, 113.0 KB; 113.5 KB with renban); to 116 KB for arrows, the first rule that sums cells: its
// grammar (a circle, '>', a path), the general solver's bounds on every sum, its checks: 115.4 KB; to 119 KB for cages
// and little killers, the last sum rules: totals, cages joined by their sides and never sharing a cell, diagonals
// read from two cells, a cage's cells kept apart, their totals told to the page: 118.3 KB; to 122 KB for sandwiches:
// the line read, the solver's propagation of where the 1 and the 9 can go, the check: 122.0 KB; to 123 KB for the
// solver's narrowing of cages to their digit sets and of little killers to their partial sums: 122.8 KB; to 124 KB
// for the grammar's own form of totals beside the older one, cage/little killer/sandwich: 122.9 KB, after a
// Killer's cages became rules, −0.8 KB; to 143 KB for the engine's languages: src/text's Fluent reader and renderer
// and the English messages, 142.3 KB, +19.4 KB); to 151 KB for every error in six languages (150.8 KB: the
// English built in is only what this module says, its words, errors and the rules' words, without the files'
// comments (build.rs), 11 KB of messages gzipped, the error texts they replace taken out of the code; a byte-wise
// reader would take some back); to 157 KB for the non-consecutive 9×9 solver (156.1 KB, +5.2 KB: src/solve/neighbours9.rs,
// whose 81-bit boards take two 64-bit words per operation in wasm; the page counts a master puzzle to 2 in 18 ms
// median where the general solver took 1.8 s, 12 s at most); to 160 KB for the non-consecutive rule alone counted by
// the 9×9 band solver with the relation's steps (159.1 KB, +3.0 KB: src/solve/fast9_nonconsecutive.rs, a flag in the
// search's state, where a second build of the search took 5.6 KB; native counts 1.7 times faster). The
// teaching engine (www/pkg-teach: hints, grading, generation, the
// technique library, practice, the solve replay, the import verdict) is loaded by the workers alone. That module
// is the whole engine: issues 12 and 16 (about 40 named techniques with their pictures, placement-seeking hints,
// pasted grids) took it to about 216 KB, issue 13 (the library and practice, binary hint pictures, mistakes
// explained by chains, the solve replay, Franken and mutant fish) to about 237 KB, issue 14's variants to about
// 287 KB, Kraken fish (+6.7 KB) and the Killer engine's cages, digit-set table and cage units to about 300 KB,
// the triple and quadruple pattern overlays, cage-aware forcing chains and simd128 (+5 KB, issue 15's wasm speed:
// the compiler vectorises more loops) to about 321 KB; its limit was raised from 320 to 330 KB for those, and to
// 333 KB for the corner marks and colours (332.4 KB), to 334 KB for the 45 rule's named cages (333.2 KB), to
// 336 KB for the one step record (335.1 KB: each step crosses to the page as the CLI's JSON record, whose encoder
// replaces the flat figure arrays), to 353 KB for rules as data (341.1 KB, 344.0 KB with relations, 352.9 KB with rule instances and the Variant rule step), to
// 365 KB for generating them (363.3 KB: the rule families, thermometers, whisper lines, dots, X and V and parity
// marks placed on a solved grid, givens and instances dropped to irreducible; 364.0 KB with the shares of givens
// per level and what each rule's puzzles are called), to 373 KB for the rules' own named steps (371.4 KB: the
// Thermometer, Kropki pair and chain, XV pair, German whisper, Non-consecutive pair and Negative constraint, their
// words and catalogue rows, their Learn positions, singles naming a knight's move), to 376 KB for renban lines
// (374.3 KB: the rule, its placement and its Renban step with its matching of cells to runs), to 381 KB for arrows
// (379.6 KB: the grammar's circle and path, a sum over cells bounded by the solvers, checked, placed, and the Arrow
// step; 380.6 KB with forcing chains naming the rule that carried a step), to 384 KB for the Arrow combination step
// (382.3 KB), to 391 KB for cages and little killers (389.7 KB: their placement, the Little killer step, the
// Cage combination on the rule's cages, the CNF's partial sums), to 397 KB for sandwiches (396.0 KB: the rule,
// its propagation, placement and clauses, the Sandwich sum step), to 398 KB for the solver's narrowing of cages
// and little killers (397.0 KB), to 400 KB for a mistake's own record, the chains' notation apart from their
// sentences and puzzles built for a technique (399.2 KB), to 405 KB for every step in a position (All steps
// here, `deduce steps --all`: 403.4 KB) and puzzles built for several techniques at once (404.2 KB), to 409 KB for the Sudoku
// Explainer rating beside the level (407.9 KB), to 410 KB for chains, ALS chains and finned fish listing every
// instance in All steps here (409.0 KB), to 411 KB for Learn's Find them all (410.7 KB), to 416 KB for nested
// forcing chains (415.3 KB), to 418 KB for AICs that close into continuous loops or come back to place their
// first candidate (417.2 KB; the forcing chains' bit masks stay out of it, 4.7 KB), to 420 KB for the grouped
// engine's continuous loops in All steps here (419.4 KB), to 421 KB for forcing chains told by their shortest
// reasons (420.5 KB), to 425 KB for VWXYZ-wings and unique loops (424.4 KB: +1.5 and +3.4 KB), to 428 KB for common peer elimination
// (427.9 KB: +3.6 KB), to 444 KB for the engine's languages (442.3 KB: +14.4 KB, src/text: its Fluent reader and
// renderer and the English messages: units, technique names, phrases and plurals, the tier-1 texts, the singles', subsets' and locked candidates' reasoning), to 458 KB for
// every other technique's reasoning, the forcing chains, mistakes, errors and the library's descriptions as
// messages (457.0 KB: 21 KB of English messages gzipped, without the files' comments, build.rs; the sentences
// they replace taken out of the code), to 465 KB for All steps here listing every ALS-XZ (singly and doubly
// linked) and ALS-XY-wing, every death blossom, unique rectangle type 3 in a line and a block at once and Sue de
// Coq's shared cells (464.1 KB, +7.1 KB; HoDoKu's library 87.3 -> 90.1%), to 481 KB for All steps here listing
// every grouped AIC and continuous loop between two candidates (net/every.rs), Franken and mutant fish with endo
// fins, HoDoKu's templates, multi-colouring and hidden rectangle forms, ALS-XY-wings and chains and overlapping
// death blossoms (478.4 KB, +14.3 KB after the review; HoDoKu's library 90.1 -> 99.3%), to 486 KB for the
// non-consecutive 9×9 solver and the fish searches remembered between a hint's steps (485.3 KB, +6.8 KB), to 488 KB for
// the fish searches' template test, forcing chains reading a hint's known solution and that solver counting 9×9 grids
// whose rules relate no side neighbours (487.1 KB, +1.8 KB; non-consecutive Expert 2.6 times faster), to 489 KB for
// common peer elimination by bit sets on anti-knight and anti-king grids and the triple overlay reading the template
// index (488.2 KB, +1.1 KB; anti-knight Hard 1.7 times faster), to 493 KB for the non-consecutive rule alone counted
// by the band solver and the triple overlay remembering 16 pairs of templates (492.3 KB, +4.0 KB; non-consecutive
// Master counts 1.7 times faster, its slowest hint 1.5 times), to 495 KB for the level loops keeping the
// easiest of their tries beyond a missed level and the singles saying what a digit in a related cell takes (494.3
// KB, +2.1 KB; asking for Easy no longer gives a Master puzzle there), and stays there
// so that growth stays deliberate (README.md, "Wasm size").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';

const gzipped = (dir) => zlib.gzipSync(fs.readFileSync(new URL(`../www/${dir}/deduce_bg.wasm`, import.meta.url)), { level: 9 }).length;

test("the page's wasm module is at most 160 KB gzipped", () => {
  const gz = gzipped('pkg');
  assert.ok(gz <= 160_000, `www/pkg/deduce_bg.wasm is ${gz} bytes gzipped`);
});

test("the workers' wasm module (the teaching engine) is at most 495 KB gzipped", () => {
  const gz = gzipped('pkg-teach');
  assert.ok(gz <= 495_000, `www/pkg-teach/deduce_bg.wasm is ${gz} bytes gzipped`);
});

test("the page's module has no teaching engine in it", async () => {
  // its JavaScript glue names every export: none of the teaching ones may be there (they would pull it all in)
  const js = fs.readFileSync(new URL('../www/pkg/deduce.js', import.meta.url), 'utf8');
  for (const name of ['hint', 'apply_hint', 'grade', 'practice_check', 'generate_puzzle', 'solve_path', 'techniques', 'practice_position', 'position_solutions']) {
    assert.ok(!new RegExp(`\\b${name}\\(`).test(js), `www/pkg/deduce.js exports ${name}`);
  }
  const teach = fs.readFileSync(new URL('../www/pkg-teach/deduce.js', import.meta.url), 'utf8');
  assert.ok(/\bhint\(/.test(teach) && /\bgenerate_puzzle\(/.test(teach), 'www/pkg-teach/deduce.js has the teaching exports');
});
