// The page's only door to the wasm engine (main thread). It owns at most one Game handle at a time,
// frees the old one when replaced, and hands out plain snapshots: the rest of the page never sees wasm objects.
// The page's module (www/pkg) is the game alone: moves, checks, counting, saves. Hints, grading, generation, the
// technique library, practice and the solve replay are in the teaching module (www/pkg-teach), which only the
// workers load (worker.js, teach.js).
import init, { Game } from './pkg/deduce.js';

let ready = null;

/** Loads and instantiates the wasm module once. */
export function initEngine() {
  ready ??= init({ module_or_path: new URL('./pkg/deduce_bg.wasm', import.meta.url) });
  return ready;
}

/** A live game: a thin wrapper over the wasm handle that adds snapshot(). */
export class EngineGame {
  #g;
  #binary;
  constructor(handle) {
    this.#g = handle;
    this.#binary = ['binary', 'tango'].includes(handle.kind());
  }

  /** From a game ID or bare puzzle line; throws Error with the engine's message. */
  static fromId(id) { return new EngineGame(new Game(id)); }
  /** From saved-game text; throws when damaged or from a newer version. */
  static fromSave(text) { return new EngineGame(Game.load(text)); }

  free() { this.#g?.free(); this.#g = null; }
  get id() { return this.#g.game_id(); }
  save() { return this.#g.save(); }

  /** Static facts that do not change while playing. */
  info() {
    const g = this.#g;
    const [bh, bw] = g.block_shape();
    // kind: the family ('sudoku' or 'binary'), which decides play; variant: the Puzzle choice ('jigsaw', 'tango',
    // …); regions: a Jigsaw's region per cell, signs: Tango's signs, cages and cageSums: a Killer's cage per cell
    // and each cage's sum (0: none) (empty otherwise), read once per game.
    const variant = g.kind();
    return { kind: ['binary', 'tango'].includes(variant) ? 'binary' : 'sudoku', variant, regions: Array.from(g.regions()),
             cages: Array.from(g.cages()), cageSums: Array.from(g.cage_sums()),
             id: g.game_id(), side: g.side(), blockH: bh, blockW: bw,
             chars: g.symbol_chars(), symbolCount: g.symbol_count(), givens: g.givens(), signs: Array.from(g.signs()) };
  }

  /** Everything that changes with a move, as plain arrays. */
  snapshot() {
    const g = this.#g;
    const snap = { cells: g.cells(), marks: g.marks(), conflicts: new Set(g.conflicts()),
                   solved: g.is_solved(), canUndo: g.can_undo(), canRedo: g.can_redo(), badLines: null };
    if (this.#binary) snap.badLines = brokenLines(g.broken_lines());
    return snap;
  }

  set(cell, sym) { this.#g.set(cell, sym); }
  clear(cell) { this.#g.clear(cell); }
  toggleMark(cell, sym) { this.#g.toggle_mark(cell, sym); }
  fillMarks() { this.#g.fill_marks(); }
  setAutoClean(on) { this.#g.set_auto_clean_marks(on); }
  restart() { this.#g.restart(); }
  undo() { this.#g.undo(); }
  redo() { this.#g.redo(); }
  wrongEntries() { return Array.from(this.#g.wrong_entries()); }
  reveal(cell) { this.#g.reveal(cell); }
  violations() { return this.#g.violations(); }
  /** Killer: the digit sets the cage of `cell` can still hold with the digits placed in it, each a list of
   *  symbols in increasing order ([] when none fits or the cage has no sum). */
  cageCombinations(cell) {
    return Array.from(this.#g.cage_combinations(cell), (m) => {
      const set = [];
      for (let d = 1; d < 32; d++) if (m & (1 << d)) set.push(d);
      return set;
    });
  }

  /**
   * Carries out a hint the worker found on this same position (a plain hint, teach.js plainHint): erases its wrong
   * entry, fills in the notes it needs, places its digit, takes its eliminations out of the notes. One undoable move.
   */
  applyStep(step) {
    const onNotes = step.action === 'notes' || step.action === 'fill-notes';
    this.#g.apply_moves(Uint16Array.from(step.placements.flat()), Uint16Array.from(onNotes ? step.eliminations.flat() : []),
      Uint16Array.from(step.fill), Uint16Array.from(step.erase));
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
