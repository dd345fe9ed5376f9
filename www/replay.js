// The replay of a solve: the engine's logical solve path from the givens (worked out in a worker), stepped
// through forward and back on a game of its own, so the player's game is never touched. Each position is
// carried out as a hint's third press would (Sudoku: every candidate noted first, then each step's placements
// and eliminations as one move; back is an undo). Nothing here touches the DOM: render.js draws what `view()`
// gives exactly as it draws a tier-2 hint.
import { EngineGame } from './engine.js';
import { movesOf } from './step-record.js';

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

  /** The hardest moment: the first step of the highest level, as {number (1-based), phrase ("an X-wing"), level}. */
  hardest() {
    let best = -1;
    this.steps.forEach((s, i) => {
      if (best < 0 || LEVEL_ORDER.indexOf(s.level) > LEVEL_ORDER.indexOf(this.steps[best].level)) best = i;
    });
    return best < 0 ? null : { number: best + 1, phrase: this.steps[best].phrase, level: this.steps[best].level };
  }

  free() { this.#game?.free(); this.#game = null; }
}
