// The page's only door to the wasm engine (main thread). It owns at most one Game handle at a time,
// frees the old one when replaced, and hands out plain snapshots: the rest of the page never sees wasm objects.
// The page's module (www/pkg) is the game alone: moves, checks, counting, saves. Hints, grading, generation, the
// technique library, practice and the solve replay are in the teaching module (www/pkg-teach), which only the
// workers load (worker.js, teach.js).
// A trap in the module (faults.js) makes every call throw an EngineFault and replaces the instance: a fresh copy
// of the module's glue and wasm is loaded, and those who hold games (watchRestarts) make theirs again in it; a
// game of the replaced instance is never used again.
import { EngineFault, isTrap } from './faults.js';

const WASM = new URL('./pkg/deduce_bg.wasm', import.meta.url);

let api = null;        // the current instance's glue (pkg/deduce.js): its Game class
let instance = 0;      // which instance is current (0: the first)
let loading = null;    // the promise of the current instance
let up = false;        // the current instance is loaded and has not trapped
const restartWatchers = new Set();

/** Loads and instantiates the wasm module once. */
export function initEngine() {
  loading ??= load(0);
  return loading;
}

async function load(n) {
  // a fresh instance needs a fresh copy of the glue: it keeps its instance in module variables
  const glue = n === 0 ? await import('./pkg/deduce.js') : await import(`./pkg/deduce.js?instance=${n}`);
  await glue.default({ module_or_path: WASM });
  if (n !== instance) return;
  if (languageSource.code !== 'en') glue.set_language(languageSource.code, languageSource.text);
  api = glue;
  up = true;
}

/** Resolves when the current instance is loaded (after a fault: the fresh one). */
export function engineReady() { return initEngine(); }

let languageSource = { code: 'en', text: '' };
/** Makes `code` the engine's language (its words in errors and descriptions), with `text` its engine*.ftl
 *  (i18n.js engineMessages): now, and in every fresh instance after a fault. */
export async function setEngineLanguage(code, text) {
  languageSource = { code, text };
  await initEngine();
  api.set_language(code, text);
}

/** The name players know technique `id` (`x-wing`) by, in the engine's language: grades and saves keep the id, so
 *  a change of language renames it. A name an older save kept, or any call while the engine restarts, comes back
 *  as it is. */
export function techniqueName(id) { return up && id ? api.technique_name(id) : id; }

/** `fn()` after each replacement of the instance, once the fresh one is loaded. */
export function watchRestarts(fn) { restartWatchers.add(fn); }

/** The engine can take calls (false between a trap and the fresh instance). */
export function engineUp() { return up; }

/** A trap in call `call`: the instance is replaced, and the fault (kept in the console) is what the caller gets. */
function trapped(e, call, input = '') {
  const fault = new EngineFault({ cause: 'trap', op: 'page', call, raw: `${e.name}: ${e.message}`, input });
  fault.log();
  if (up) {
    up = false;
    const n = ++instance;
    loading = load(n).then(() => { if (n === instance) for (const fn of restartWatchers) fn(); });
    loading.catch((err) => console.error('Deduce: the puzzle engine could not be loaded again:', err));
  }
  return fault;
}

/** Runs `fn` on the current instance; a trap becomes an EngineFault (see `trapped`), other errors stay. */
function guarded(call, fn, input = '') {
  if (!up) throw new EngineFault({ cause: 'trap', op: 'page', call, raw: 'the puzzle engine is being restarted after a fault', input });
  try { return fn(); } catch (e) { throw isTrap(e) ? trapped(e, call, input) : e; }
}

/** A live game: a thin wrapper over the wasm handle that adds snapshot(). */
export class EngineGame {
  #g;
  #instance = instance; // the instance it lives in
  #binary;
  #id = '';              // its game ID (it never changes): named in a fault's details
  constructor(handle) {
    this.#g = handle;
    this.#binary = ['binary', 'tango'].includes(this.#use('kind', (g) => g.kind()));
    this.#id = this.#use('game_id', (g) => g.game_id());
  }

  /** Runs `fn` on this game's handle; a game of a replaced instance cannot be used (an EngineFault). */
  #use(call, fn) {
    if (this.#instance !== instance) throw new EngineFault({ cause: 'trap', op: 'page', call, raw: 'a game of a replaced engine instance', input: this.#id });
    return guarded(call, () => fn(this.#g), this.#id);
  }

  /** From a game ID or bare puzzle line; throws Error with the engine's message. */
  static fromId(id) { return new EngineGame(guarded('new Game', () => new api.Game(id), id)); }
  /** From saved-game text; throws when damaged or from a newer version. */
  static fromSave(text) { return new EngineGame(guarded('Game.load', () => api.Game.load(text), text)); }

  /** Frees the handle (nothing to do for a game of a replaced instance, whose memory went with it). */
  free() {
    try { this.#g?.free(); } catch { /* a trapped instance: its memory is gone anyway */ }
    this.#g = null;
  }
  get id() { return this.#id; }
  save() { return this.#use('save', (g) => g.save()); }

  /** Static facts that do not change while playing. */
  info() {
    return this.#use('info', (g) => {
      const [bh, bw] = g.block_shape();
      // kind: the family ('sudoku' or 'binary'), which decides play; variant: the Puzzle choice ('jigsaw', 'tango',
      // …); regions: a Jigsaw's region per cell, signs: Tango's signs; rules: a Sudoku's rules beyond rows, columns
      // and blocks ({name, title, about}, the engine's words, each rule once), ruleUnits: the units they add ({type,
      // index, name, cells}), ruleMarks: their instances to draw ({name, cells, total}: a thermometer's bulb first);
      // cages and cageSums, read from the `cage` marks (a Killer's cages are `cage` rules): each cell's cage (-1 for
      // none, cage k the k-th mark, as the engine numbers them) and each cage's sum (0: none), empty without cages.
      // Read once per game.
      const variant = g.kind();
      const ruleMarks = JSON.parse(g.rule_marks());
      const cageMarks = ruleMarks.filter((m) => m.name === 'cage');
      const cages = cageMarks.length ? new Array(g.side() ** 2).fill(-1) : [];
      cageMarks.forEach((m, k) => { for (const c of m.cells) cages[c] = k; });
      return { kind: ['binary', 'tango'].includes(variant) ? 'binary' : 'sudoku', variant, rules: JSON.parse(g.rules()),
               ruleUnits: JSON.parse(g.rule_units()),
               ruleMarks,
               regions: Array.from(g.regions()),
               cages, cageSums: cageMarks.map((m) => m.total ?? 0),
               id: g.game_id(), side: g.side(), blockH: bh, blockW: bw,
               chars: g.symbol_chars(), symbolCount: g.symbol_count(), givens: g.givens(), signs: Array.from(g.signs()) };
    });
  }

  /** Everything that changes with a move, as plain arrays. */
  snapshot() {
    return this.#use('snapshot', (g) => {
      const snap = { cells: g.cells(), marks: g.marks(), corner: g.corner_marks(), colours: g.colours(), conflicts: new Set(g.conflicts()),
                     solved: g.is_solved(), canUndo: g.can_undo(), canRedo: g.can_redo(), badLines: null };
      if (this.#binary) snap.badLines = brokenLines(g.broken_lines());
      return snap;
    });
  }

  /** `sym` entered in each of `cells` (a selection of one or many), as one undoable move. */
  place(cells, sym) { this.#edit(cells, 'place', sym); }
  /** Note `sym` on (or off) in each empty cell of `cells`, as one move. */
  mark(cells, sym, on) { this.#edit(cells, 'note', sym, on); }
  /** Corner mark `sym` on (or off) in each empty cell of `cells`, as one move. */
  corner(cells, sym, on) { this.#edit(cells, 'corner', sym, on); }
  /** Colour `k` (1 to 9) on or off in each of `cells` (givens too); 0: every colour off. One move. */
  colour(cells, k, on) { this.#edit(cells, 'colour', k, on); }
  /** What is on top in `cells` cleared, as one move: the entries; where none, notes and corner marks; else colours. */
  erase(cells) { this.#edit(cells, 'erase'); }
  #edit(cells, what, sym = 0, on = false) { this.#use('edit', (g) => g.edit(Uint16Array.from(cells), what, sym, on)); }
  /** The cells that are not givens. */
  #open() { return this.#use('givens', (g) => { const givens = g.givens(); return [...givens.keys()].filter((i) => !givens[i]); }); }
  /** Fill notes: every empty cell's candidates as its notes, as one move. */
  fillMarks() { const open = this.#open(); this.#use('apply_moves', (g) => g.apply_moves(new Uint16Array(), new Uint16Array(), Uint16Array.from(open), new Uint16Array())); }
  setAutoClean(on) { this.#use('set_auto_clean_marks', (g) => g.set_auto_clean_marks(on)); }
  /** Every entry, note, corner mark and colour cleared (the givens stay), as one move. */
  restart() { const n = this.#use('cells', (g) => g.cells().length); this.#edit([...Array(n).keys()], 'clear'); }
  undo() { this.#use('undo', (g) => g.undo()); }
  redo() { this.#use('redo', (g) => g.redo()); }
  wrongEntries() { return this.#use('wrong_entries', (g) => Array.from(g.wrong_entries())); }
  /** Per cell, the number of the move that put in its entry (0: a given or empty): how the grid was filled. */
  fillOrder() { return this.#use('fill_order', (g) => Array.from(g.fill_order())); }
  wrongNotes() { return this.#use('wrong_notes', (g) => Array.from(g.wrong_notes())); }
  reveal(cell) { this.#use('reveal', (g) => g.reveal(cell)); }
  violations() { return this.#use('violations', (g) => g.violations()); }
  /** The digit sets the cage (a Killer's or a cage rule's) of `cell` can still hold with the digits placed in it, each a list of
   *  symbols in increasing order ([] when none fits or the cage has no sum). */
  cageCombinations(cell) {
    return this.#use('cage_combinations', (g) => Array.from(g.cage_combinations(cell), (m) => {
      const set = [];
      for (let d = 1; d < 32; d++) if (m & (1 << d)) set.push(d);
      return set;
    }));
  }

  /**
   * Carries out a hint the worker found on this same position (a plain hint, teach.js plainHint): erases its wrong
   * entry, fills in the notes it needs, places its digit, takes its eliminations out of the notes. One undoable move.
   */
  applyStep(step) {
    // the engine's moves as they come: a proof's eliminations too, which the game keeps where there are no notes
    this.#use('apply_moves', (g) => g.apply_moves(Uint16Array.from(step.placements.flat()), Uint16Array.from(step.eliminations.flat()),
      Uint16Array.from(step.fill), Uint16Array.from(step.erase)));
  }
}

/**
 * The whole lines a binary grid breaks a rule in (an over-full line, both lines of an equal pair), from the
 * engine's flat pairs [kind (0 row, 1 column), index, ...].
 */
export function brokenLines(pairs) {
  const out = { row: new Set(), column: new Set() };
  for (let i = 0; i + 1 < pairs.length; i += 2) out[pairs[i] === 0 ? 'row' : 'column'].add(pairs[i + 1]);
  return out;
}
