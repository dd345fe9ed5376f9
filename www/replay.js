// Replays, each on a game of its own, so the player's game is never touched. `Replay`: the engine's logical solve
// path from the givens (worked out in a worker), stepped through forward and back; each position is carried out
// as a hint's third press would (Sudoku: every candidate noted first, then each step's placements and
// eliminations as one move; back is an undo). `MovesReplay`: a player's own moves from a replay link
// (share-replay.js), redone one at a time. Nothing here touches the DOM: render.js draws what `view()` gives exactly
// as it draws a tier-2 hint.
import { EngineGame } from './engine.js';
import { movesOf } from './step-record.js';
import { t } from './i18n.js';
import { listText } from './kinds.js';

const LEVEL_ORDER = ['easy', 'medium', 'hard', 'expert', 'master'];

export class Replay {
  #game;
  #info;
  #applied = 0; // steps of the path carried out on #game

  /** The start of `gameId`'s solve; its path comes with setPath. */
  constructor(gameId, kind) {
    this.#game = EngineGame.fromId(gameId);
    this.#info = this.#game.info();
    this.#game.setAutoClean(true);
    if (kind !== 'binary') this.#game.fillMarks();
    this.steps = [];
    this.index = 0; // 0: the start; k (1..total): step k drawn on the position before it; total + 1: solved
  }

  /** path: the step records of the solve (www/step-record.js), each with its level, from the worker's solvePath. */
  setPath(path) { this.steps = path; }

  get total() { return this.steps.length; }

  /** Goes to position `index` (clamped to 0..total + 1). */
  go(index) {
    this.index = Math.max(0, Math.min(this.total + 1, index));
    const want = Math.max(0, this.index - 1);
    while (this.#applied < want) {
      const s = this.steps[this.#applied];
      this.#game.applyStep({ action: 'notes', placements: movesOf(this.#info, s.placements),
                             eliminations: movesOf(this.#info, s.eliminations), fill: [], erase: [] });
      this.#applied++;
    }
    while (this.#applied > want) { this.#game.undo(); this.#applied--; }
  }

  /** The step drawn at this position (null at the start and at the end). */
  get step() { return this.index >= 1 && this.index <= this.total ? this.steps[this.index - 1] : null; }
  get level() { return this.step?.level ?? ''; }

  /** The page's symbol numbering (engine.js info) of the replayed puzzle. */
  get info() { return this.#info; }

  /** The grid at this position: cells, notes, conflicts, solved (engine.js snapshot). */
  snapshot() { return this.#game.snapshot(); }

  /** The hardest moment: the first step of the highest level, as {number (1-based), name ("X-wing"), level}. */
  hardest() {
    let best = -1;
    this.steps.forEach((s, i) => {
      if (best < 0 || LEVEL_ORDER.indexOf(s.level) > LEVEL_ORDER.indexOf(this.steps[best].level)) best = i;
    });
    return best < 0 ? null : { number: best + 1, name: this.steps[best].name, level: this.steps[best].level };
  }

  free() { this.#game?.free(); this.#game = null; }
}

/** A player's own moves (the undo history of a saved game, from a replay link), from the givens to the last. */
export class MovesReplay {
  #game;
  #info;

  /** From a saved game's text; throws the engine's Error when it is damaged. */
  constructor(save) {
    this.#game = EngineGame.fromSave(save);
    try {
      this.#info = this.#game.info();
      this.total = 0;
      while (this.#game.snapshot().canUndo) { this.#game.undo(); this.total++; }
    } catch (e) { this.free(); throw e; }
    this.index = 0; // 0: the start; k (1..total): after move k
  }

  get id() { return this.#info.id; }
  get info() { return this.#info; }

  /** Goes to position `index` (clamped to 0..total). */
  go(index) {
    const want = Math.max(0, Math.min(this.total, index));
    while (this.index < want) { this.#game.redo(); this.index++; }
    while (this.index > want) { this.#game.undo(); this.index--; }
  }

  snapshot() { return this.#game.snapshot(); }

  /** The cells move `index` changed (entries, notes, corner marks or colours), and what it did in words (`text`,
   *  said in the page's language when read). */
  move() {
    if (this.index === 0) return null;
    // the grid before the move: one step back and forth again
    const b = this.snapshot();
    this.#game.undo();
    const a = this.snapshot();
    this.#game.redo();
    const n = a.cells.length;
    const placed = [], erased = [], notes = [], drawn = [];
    for (let c = 0; c < n; c++) {
      if (a.cells[c] !== b.cells[c]) (b.cells[c] ? placed : erased).push(c);
      else if (a.marks[c] !== b.marks[c]) notes.push(c);
      else if (a.corner[c] !== b.corner[c] || a.colours[c] !== b.colours[c]) drawn.push(c);
    }
    const side = this.#info.side, chars = this.#info.chars;
    const symbols = new Set(placed.map((c) => b.cells[c]));
    return {
      cells: [...placed, ...erased, ...(placed.length || erased.length ? [] : notes), ...drawn],
      get text() { return moveText(side, chars, { placed, erased, notes, drawn, symbols }); },
    };
  }

  free() { this.#game?.free(); this.#game = null; }
}

/** A replayed move in words: "7 in r1c2.", "Entries in r1c2, r3c4; notes cleaned in 5 cells.", "No change." */
function moveText(side, chars, { placed, erased, notes, drawn, symbols }) {
  const name = (c) => `r${Math.floor(c / side) + 1}c${(c % side) + 1}`;
  const list = (cells) => (cells.length <= 3 ? listText(cells.map(name)) : t('replay-move-cells', { count: cells.length }));
  const said = [];
  if (placed.length) {
    said.push(symbols.size === 1 ? t('replay-move-placed', { symbol: chars[[...symbols][0]], cells: list(placed) })
      : t('replay-move-entries', { cells: list(placed) }));
  }
  if (erased.length) said.push(t('replay-move-erased', { cells: list(erased) }));
  if (notes.length) said.push(placed.length || erased.length ? t('replay-move-notes-cleaned', { cells: list(notes) }) : t('replay-move-notes', { cells: list(notes) }));
  if (drawn.length) said.push(t('replay-move-drawn', { cells: list(drawn) }));
  if (!said.length) return t('replay-move-none');
  const text = said.join(t('replay-move-separator'));
  return t('replay-move', { changes: `${text[0].toUpperCase()}${text.slice(1)}` });
}
