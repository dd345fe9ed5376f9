// Statistics: the puzzles solved per kind (and rules: kinds.js statsKind), size and level, with the best time of those solved without help
// (storage.js keeps them), Reset statistics (two presses), and the words of the finish message.
import { Owned } from './state-slice.js';
import * as storage from './storage.js';
import { dailySpec, formatTime, levelName, listText, puzzleTitle } from './kinds.js';
import { t } from './i18n.js';

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
  if (autoCheck) used.push(t('stats-help-auto-check'));
  if (hints) used.push(t('stats-help-hints', { count: hints }));
  if (checks) used.push(t('stats-help-checks', { count: checks }));
  if (reveals) used.push(t('stats-help-reveals', { count: reveals }));
  return used;
}

/**
 * "Solved! Time 0:03, no help used. New best for Sudoku 9×9, Easy (3 solved)." `record` is the statistics'
 * record of the solve, or null when it was not counted (the solution was revealed).
 */
export function finishText({ record, ms, help, info, level }) {
  const used = helpUsed(help);
  const time = formatTime(ms);
  if (!record) return t('stats-finish-revealed', { time, help: listText(used) });
  const name = info.variant === 'binary' ? t('stats-finish-binary', { side: info.side }) : puzzleTitle(info);
  const what = level ? t('stats-finish-name-level', { name, level: levelName(level) }) : name;
  const solved = record.solved;
  const tally = record.newBest ? t('stats-finish-new-best', { what, solved })
    : record.best !== null ? t('stats-finish-best', { what, best: formatTime(record.best), solved }) : t('stats-finish-count', { what, solved });
  return used.length ? t('stats-finish-solved', { time, help: listText(used), tally }) : t('stats-finish-solved-clean', { time, tally });
}
