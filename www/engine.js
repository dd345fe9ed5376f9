// The page's only door to the wasm engine (main thread). It owns at most one Game handle at a time,
// frees the old one when replaced, and hands out plain snapshots: the rest of the page never sees wasm objects.
import init, { Game, known_seeds, techniques } from './pkg/deduce.js';

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
  /** From a pasted line, reading a bare line as `preferKind`. */
  static fromImport(text, preferKind) { return new EngineGame(Game.import(text, preferKind)); }
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

  /** This game checked as the answer to the practice position saved as `start`: {outcome (right, partly,
   *  wrong, nothing), text, missed [[cell, sym]], wrong [cell]}. */
  practiceCheck(start) {
    const v = this.#g.practice_check(start);
    try { return { outcome: v.outcome, text: v.text, missed: pairs(v.missed), wrong: Array.from(v.wrong) }; } finally { v.free(); }
  }

  /** The next step as a plain object (throws when solved or not uniquely solvable). */
  hint() { return plainHint(this.#g.hint()); }
  applyHint() { return plainHint(this.#g.apply_hint()); }
  /**
   * Carries out a hint found on this same position, here or in the worker (a plain hint): erases its wrong entry,
   * fills in the notes it needs, places its digit, takes its eliminations out of the notes. One undoable move.
   */
  applyStep(step) {
    const onNotes = step.action === 'notes' || step.action === 'fill-notes';
    this.#g.apply_moves(Uint16Array.from(step.placements.flat()), Uint16Array.from(onNotes ? step.eliminations.flat() : []),
      Uint16Array.from(step.fill), Uint16Array.from(step.erase));
  }
}

/**
 * The technique library of a family, easiest first: [{id, name, level, description, seeds}], `seeds` the seeds
 * known to give a position of a rare technique at once (empty for the others).
 */
export function techniqueList(kind) {
  const flat = techniques(kind), out = [];
  for (let i = 0; i + 3 < flat.length; i += 4) {
    out.push({ id: flat[i], name: flat[i + 1], level: flat[i + 2], description: flat[i + 3], seeds: Array.from(known_seeds(kind, flat[i])) });
  }
  return out;
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

const pairs = (a) => { const out = []; for (let i = 0; i + 1 < a.length; i += 2) out.push([a[i], a[i + 1]]); return out; };

/**
 * A wasm Hint as a plain object (and the wasm one freed): the panel's texts, the cells to show, the proof's
 * `steps` in order, and what the third press does (`action`: place, notes, fill-notes or erase; the moves
 * `placements`, `eliminations`, `fill`, `erase` that applyStep carries out).
 */
export function plainHint(h) {
  try {
    return { technique: h.technique, techniqueId: h.technique_id, summary: h.summary,
             explanation: h.explanation, units: h.units, unitCodes: unitList(h.unit_codes), evidence: Array.from(h.evidence),
             placements: pairs(h.placements), eliminations: pairs(h.eliminations), mistake: h.mistake,
             action: h.action, fill: Array.from(h.fill), erase: Array.from(h.erase), steps: h.steps.map(plainStep) };
  } finally { h.free(); }
}

const ROLES = ['key', 'base', 'cover', 'fin', 'pivot', 'pincer', 'corner', 'colour-a', 'colour-b'];
const UNIT_KINDS = ['row', 'column', 'block', 'region', 'diagonal', 'cage'];
const REASONS = ['assumption', 'only-candidate', 'only-place', 'sees', 'other'];
/** Flat unit pairs of the wasm Hint and HintStep (kind code, index) as [{kind, index}]. */
const unitList = (a) => { const out = []; for (let i = 0; i + 1 < a.length; i += 2) out.push({ kind: UNIT_KINDS[a[i]], index: a[i + 1] }); return out; };
/** A role code of the wasm figure arrays (see HintStep in src/wasm.rs) as its name: `pivot`, `als-1`. */
const roleName = (r) => (r >= 16 ? `als-${r - 16}` : ROLES[r] ?? 'key');

/**
 * The figure arrays of a wasm HintStep as plain objects: cands [{cell, sym, role}], cells [{cell, role}],
 * units [{kind, index, role}], links [{strong, from: {sym, cells}, to}], branches [[{cell, sym, placed, reason, arg}]].
 */
export function plainFigure(s) {
  const fc = s.fig_cands, fl = s.fig_cells, fu = s.fig_units, lk = s.fig_links, br = s.fig_branches;
  const cands = [], cells = [], units = [], links = [], branches = [];
  for (let i = 0; i + 2 < fc.length; i += 3) cands.push({ cell: fc[i], sym: fc[i + 1], role: roleName(fc[i + 2]) });
  for (let i = 0; i + 1 < fl.length; i += 2) cells.push({ cell: fl[i], role: roleName(fl[i + 1]) });
  for (let i = 0; i + 2 < fu.length; i += 3) units.push({ kind: UNIT_KINDS[fu[i]], index: fu[i + 1], role: roleName(fu[i + 2]) });
  let i = 0;
  const node = () => { const sym = lk[i], k = lk[i + 1]; const cs = Array.from(lk.subarray(i + 2, i + 2 + k)); i += 2 + k; return { sym, cells: cs }; };
  while (i < lk.length) { const strong = lk[i++] === 1; const from = node(); const to = node(); links.push({ strong, from, to }); }
  for (let j = 0; j + 5 < br.length; j += 6) {
    (branches[br[j]] ??= []).push({ cell: br[j + 1], sym: br[j + 2], placed: br[j + 3] === 1, reason: REASONS[br[j + 4]], arg: br[j + 5] });
  }
  return { cands, cells, units, links, branches };
}

/** A wasm HintStep as a plain object with its figure (and the wasm one freed). */
export function plainStep(s) {
  try {
    return { technique: s.technique, techniqueId: s.technique_id, summary: s.summary, explanation: s.explanation,
             units: s.units, unitCodes: unitList(s.unit_codes), evidence: Array.from(s.evidence), placements: pairs(s.placements),
             eliminations: pairs(s.eliminations), figure: plainFigure(s) };
  } finally { s.free(); }
}
