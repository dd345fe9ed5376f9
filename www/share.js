// The result of a solve as text to paste anywhere, like Wordle's: the puzzle (or "Deduce daily, 28 Nov"), level,
// time and help used, a small emoji picture of how the grid was filled, and the link to the same puzzle. The
// picture gives nothing of the solution away: one square per block (Sudoku) or zone (other grids), coloured by
// when in the solve that part of the grid was completed. Pure: state-board.js gathers what it needs.
import { dateText, formatTime, levelName, listText, puzzleTitle } from './kinds.js';
import { t } from './i18n.js';
import { helpUsed } from './state-stats.js';

/** Completed in the first quarter of the solve's moves, the second, the third, the last; all given. */
export const SHADES = ['🟩', '🟨', '🟧', '🟥'];
export const GIVEN = '⬜';

/** The picture's zones: a Sudoku's blocks; on other grids (binary, Tango, Jigsaw) up to 5 by 5 equal bands. */
function zones(info) {
  const n = info.side;
  if (info.blockW && info.blockH && !info.regions?.length) return { rows: n / info.blockH, cols: n / info.blockW };
  const k = Math.min(5, Math.ceil(n / 3));
  return { rows: k, cols: k };
}

/** The emoji picture, one line per row of zones: each zone by when its last entry went in (`order`: engine.js fillOrder). */
export function picture(info, order) {
  const n = info.side, { rows, cols } = zones(info);
  const last = new Array(rows * cols).fill(0);
  for (let cell = 0; cell < n * n; cell++) {
    const z = Math.floor((Math.floor(cell / n) * rows) / n) * cols + Math.floor(((cell % n) * cols) / n);
    last[z] = Math.max(last[z], order[cell]);
  }
  const moves = Math.max(1, ...order);
  const shade = (m) => (m === 0 ? GIVEN : SHADES[Math.min(3, Math.floor(((m - 1) * 4) / moves))]);
  const lines = [];
  for (let r = 0; r < rows; r++) lines.push(last.slice(r * cols, (r + 1) * cols).map(shade).join(''));
  return lines.join('\n');
}

/** The whole text: "Deduce · Sudoku 9×9 · Hard" (or "Deduce daily, 28 Nov · Hard"), time and help, picture, link. */
export function resultText({ info, level, ms, help, order, link, daily = '' }) {
  const date = daily ? dateText(new Date(`${daily}T12:00:00`), { day: 'numeric', month: 'short' }) : '';
  const game = daily ? '' : puzzleTitle(info);
  const head = daily ? (level ? t('share-daily-level', { date, level: levelName(level) }) : t('share-daily', { date }))
    : level ? t('share-game-level', { game, level: levelName(level) }) : t('share-game', { game });
  const used = helpUsed(help);
  const time = formatTime(ms);
  return [
    head,
    used.length ? t('share-time', { time, help: listText(used) }) : t('share-time-no-help', { time }),
    picture(info, order),
    link,
  ].join('\n');
}
