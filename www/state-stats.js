// Statistics: the puzzles solved per kind (and rules: kinds.js statsKind), size and level, with the best time of those solved without help
// (storage.js keeps them), Reset statistics (two presses), and the words of the finish message.
import { Owned } from './state-slice.js';
import * as storage from './storage.js';
import { capitalized, dailySpec, formatTime, puzzleTitle } from './kinds.js';

/** The statistics as this slice shows them, from one read of storage: `rows` (storage.js statsRows) and `streak`
 *  (Today's Sudoku days in a row {current, best} as of the local date now, storage.js streaks). */
function shown() {
  const stats = storage.loadStats();
  return { rows: storage.statsRows(stats), streak: storage.streaks(stats.dailies, dailySpec(new Date()).key) };
}

export class Stats {
  #own;
  #disarm = 0;

  constructor(changed) {
    // rows: solved games per kind, size and level (storage.js statsRows); resetArmed: Reset statistics was
    // pressed once, and the next press clears them; streak: Today's Sudoku days in a row {current, best}
    this.#own = new Owned({ ...shown(), resetArmed: false }, changed);
  }
  get state() { return this.#own.value; }

  /** Counts a solved game (storage.js recordSolve: once per game); returns its record. */
  record(solve) {
    const record = storage.recordSolve(solve);
    this.#own.set(shown());
    return record;
  }

  /** Reset statistics: the first press asks for a second one within a few seconds, which clears them. */
  reset() {
    clearTimeout(this.#disarm);
    if (!this.state.resetArmed) {
      this.#disarm = setTimeout(() => this.#own.set({ resetArmed: false }), 4000);
      this.#own.set({ resetArmed: true });
      return;
    }
    storage.clearStats();
    this.#own.set({ ...shown(), resetArmed: false });
  }
}

/** The help a game used, in words: ['auto-check', '2 hints', '1 check'] (empty: none). */
export function helpUsed({ hints, checks, reveals, autoCheck }) {
  const used = [];
  if (autoCheck) used.push('auto-check');
  if (hints) used.push(`${hints} hint${hints > 1 ? 's' : ''}`);
  if (checks) used.push(`${checks} check${checks > 1 ? 's' : ''}`);
  if (reveals) used.push(`${reveals} reveal${reveals > 1 ? 's' : ''}`);
  return used;
}

/**
 * "Solved! Time 0:03, no help used. New best for Sudoku 9×9, Easy (3 solved)." `record` is the statistics'
 * record of the solve, or null when it was not counted (the solution was revealed).
 */
export function finishText({ record, ms, help, info, level }) {
  const used = helpUsed(help);
  if (!record) return `Solution revealed: not counted in Statistics. Time ${formatTime(ms)}, help used: ${used.join(', ')}.`;
  const what = (info.variant === 'binary' ? `binary ${info.side}×${info.side}` : puzzleTitle(info))
    + (level ? `, ${capitalized(level)}` : '');
  const solved = `${record.solved} solved`;
  const tally = record.newBest ? `New best for ${what} (${solved}).`
    : record.best !== null ? `Best for ${what}: ${formatTime(record.best)} (${solved}).` : `${what}: ${solved}.`;
  return `Solved! Time ${formatTime(ms)}, ${used.length ? `help used: ${used.join(', ')}` : 'no help used'}. ${tally}`;
}
