// Module worker: every call of the teaching engine (www/pkg-teach: hints, grading, generation, the technique
// library, practice, the solve replay) and the slow pure ones (the verdict on an import), off the main thread.
// The page's own module (www/pkg) has only the game; this worker loads the whole engine.
// Messages in: {id, op, args}; out: {id, ok: true, value} or {id, ok: false, error, fault}: `fault` is 'trap'
// when the engine trapped (then this worker is done: the page replaces it, faults.js) or 'load' when it could
// not be loaded.
import init, { all_steps, generate_needing, generate_puzzle, practice_position, set_language, solve_path, Game } from './pkg-teach/deduce.js';
import { plainHint, plainVerdict, techniqueList } from './teach.js';
import { isTrap } from './faults.js';
import { WORKER_ENGINE_PARTS, engineMessages } from './i18n.js';

const ready = init({ module_or_path: new URL('./pkg-teach/deduce_bg.wasm', import.meta.url) });
ready.catch(() => { /* reported with the first request */ });

/** The hint worker's game (see `hint`). */
let hintGame = null;

/** A wasm Grade as {level, hardest} (and the wasm one freed). */
const plainGrade = (g) => { try { return { level: g.level, hardest: g.hardest }; } finally { g.free(); } };

const ops = {
  /** A new puzzle: {gameId, level, hardest, undecided (clues not proven needed: they may be redundant)}. */
  generate({ kind, rules, size, level, symmetry, seed, budgetMs }) {
    const g = generate_puzzle(kind, rules ?? '', size, level ?? '', symmetry ?? '', seed >>> 0, budgetMs ?? 3000);
    try { return { gameId: g.game_id, level: g.level, hardest: g.hardest, undecided: g.undecided }; } finally { g.free(); }
  },
  /** A whole puzzle whose solve path uses technique `id` of `kind`, at that technique's level (Learn's Puzzle
   *  button): {gameId, level, hardest, undecided}. */
  generateNeeding({ kind, id, seed, budgetMs }) {
    const g = generate_needing(kind, id, seed >>> 0, budgetMs ?? 3000);
    try { return { gameId: g.game_id, level: g.level, hardest: g.hardest, undecided: g.undecided }; } finally { g.free(); }
  },
  /** A puzzle from a ready-made set www/puzzles/`file` (kinds.js readySet: the proven 25×25 Sudokus, Killer 9×9
   *  Expert; game IDs, each after a `# level L, seed S` line, every one irreducible): one of `level` picked by
   *  `seed`, else one of the closest level; {gameId, level, undecided: 0}. */
  async readyMade({ file, level, seed }) {
    if (!/^[\w-]+\.txt$/.test(file)) throw new Error(`no ready-made set '${String(file).slice(0, 40)}'`);
    const res = await fetch(new URL(`./puzzles/${file}`, import.meta.url));
    if (!res.ok) throw new Error(`no ready-made puzzles in ${file} (${res.status})`);
    const LEVELS = ['easy', 'medium', 'hard', 'expert', 'master'];
    const found = [];
    let at = '';
    for (const line of (await res.text()).split('\n').map((l) => l.trim())) {
      if (line.startsWith('#')) at = /^# level (\w+)/.exec(line)?.[1] ?? at;
      else if (line) found.push({ gameId: line, level: at });
    }
    if (!found.length) throw new Error(`no ready-made puzzles in ${file}`);
    const dist = (l) => Math.abs(LEVELS.indexOf(l) - LEVELS.indexOf(level));
    const best = Math.min(...found.map((p) => dist(p.level)));
    const pick = found.filter((p) => dist(p.level) === best);
    return { ...pick[(seed >>> 0) % pick.length], undecided: 0 };
  },
  /** What a pasted text or a link's game ID is: {gameId, kind, solutions (1, or 2 for several), save (the game
   *  with a pencil-mark grid's candidates as notes), notes, level, hardest, violations}. Throws with a one-line
   *  message for text that is no puzzle, a bad grid or a position with no solution. `grade: false` skips the
   *  level (a link: the page grades it in the background). */
  verdict({ text, preferKind, grade = true }) {
    const g = Game.import(text, preferKind);
    try {
      const out = { gameId: g.game_id(), kind: g.kind(), solutions: g.position_solutions(), save: g.save(),
                    notes: g.marks().some((m) => m !== 0), violations: g.violations(), conflicts: Array.from(g.conflicts()),
                    level: '', hardest: '' };
      if (out.solutions === 1 && grade) {
        try { Object.assign(out, plainGrade(g.grade())); } catch { /* ungradable: leave blank */ }
      }
      return out;
    } finally { g.free(); }
  },
  /** The next step of a saved game (every hint: the page has no teaching engine; a big grid's takes seconds).
   *  The game is kept between hints and reloaded, so the solution of the same givens is found once, not per hint. */
  hint({ save }) {
    if (hintGame) hintGame.reload(save); else hintGame = Game.load(save);
    return plainHint(hintGame.hint());
  },
  /** Every step in a saved game's position (All steps here): the step records, the first the hint's. */
  allSteps({ save }) {
    return all_steps(save).map((s) => JSON.parse(s));
  },
  /** The step that a learning position saved as `start` teaches (its hint, drawn as a tier-2 hint). */
  step({ start }) {
    const g = Game.load(start);
    try { return plainHint(g.hint()); } finally { g.free(); }
  },
  /** The game saved as `save` checked as the answer to the practice position saved as `start`: {outcome (right,
   *  partly, wrong, nothing), text, missed [[cell, sym]], wrong [cell]}. */
  practiceCheck({ start, save, all = false }) {
    const g = Game.load(save);
    try { return plainVerdict(g.practice_check(start, all)); } finally { g.free(); }
  },
  /**
   * The technique library of every family: {sudoku: [{id, name, level, description, seeds}], killer, binary,
   * tango}; `killer` holds Killer's own techniques (the ones that read cages), the others being Sudoku's.
   */
  library() {
    const sudoku = techniqueList('sudoku');
    const shared = new Set(sudoku.map((t) => t.id));
    return { sudoku, killer: techniqueList('killer').filter((t) => !shared.has(t.id)),
             binary: techniqueList('binary'), tango: techniqueList('tango') };
  },
  /** The engine's logical solve path from a puzzle's givens (the replay of a solve): its step records, each with its level. */
  solvePath({ gameId }) {
    return solve_path(gameId).map((s) => JSON.parse(s));
  },
  /** A position where technique `id` is the easiest next step (Learn: examples and practice), searched from
   *  `seed` within `maxPuzzles` puzzles and `budgetMs`: {found, seed, save, tried, message, ms}. */
  practice({ kind, id, seed, maxPuzzles, budgetMs }) {
    const t0 = performance.now();
    const p = practice_position(kind, id, seed >>> 0, maxPuzzles, budgetMs);
    try {
      return { found: p.found, seed: p.seed, save: p.save, tried: p.tried, message: p.message,
               ms: Math.round(performance.now() - t0) };
    } finally { p.free(); }
  },
  /** Level of a puzzle that is already known to be valid, and its Sudoku Explainer rating ('' where it has
   *  none): {level, hardest, rating}. */
  grade({ gameId }) {
    const g = new Game(gameId);
    try { return { ...plainGrade(g.grade()), rating: g.se_rating() }; } finally { g.free(); }
  },
  /** The puzzle's Sudoku Explainer rating as written ('7.2'), or '' for a puzzle it does not rate (only plain 9×9
   *  Sudoku are). */
  rating({ gameId }) {
    const g = new Game(gameId);
    try { return g.se_rating(); } finally { g.free(); }
  },
};

/** The engine's language: `lang`'s messages (www/locales/<lang>/engine*.ftl) given to the wasm when the page's
 *  language changes, before the request that brings it. */
let language = 'en';
async function useLanguage(lang) {
  if (!lang || lang === language) return;
  set_language(lang, await engineMessages(lang, WORKER_ENGINE_PARTS));
  language = lang;
}

self.onmessage = async (e) => {
  const { id, op, args, lang } = e.data;
  try {
    await ready;
    await useLanguage(lang);
    if (!Object.hasOwn(ops, op)) throw new Error(`unknown operation '${op}'`);
    self.postMessage({ id, ok: true, value: await ops[op](args) });
  } catch (err) {
    // the engine did not load, or it trapped: the page starts a fresh worker for the next request
    const load = await ready.then(() => false, () => true);
    const msg = err instanceof Error ? err.message : String(err);
    const fault = load ? 'load' : isTrap(err) ? 'trap' : null;
    self.postMessage({ id, ok: false, fault, error: load ? `the puzzle engine could not be loaded (${msg})` : fault ? `${err.name}: ${msg}` : msg });
  }
};
