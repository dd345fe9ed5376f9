// localStorage: the game in progress (one slot per puzzle kind) and the player's settings.
// Every read is defensive: storage may be unavailable, full, or hold text from another version.

const GAME_KEY = (kind) => `deduce.game.${kind}`;
const LAST_KIND_KEY = 'deduce.kind';
const SETTINGS_KEY = 'deduce.settings';
const RECORD_VERSION = 1;
const MAX_SAVE = 2_000_000; // characters; a 25×25 game with a long history is far below this

export const DEFAULT_SETTINGS = Object.freeze({
  theme: 'system',        // 'system' | 'light' | 'dark'
  showTimer: true,
  autoClean: true,         // placing a symbol removes it from peers' notes
  highlightPeers: true,    // row, column and block of the selected cell
  highlightSame: true,     // every cell with the selected cell's symbol
  digitFirst: false,       // Sudoku: pick a digit on the keypad, then tap the cells it goes in
  autoCheck: false,        // mark entries that contradict the solution as soon as they are made (counts as help)
});

function get(key) {
  try { return globalThis.localStorage?.getItem(key) ?? null; } catch { return null; }
}
function put(key, value) {
  try { globalThis.localStorage?.setItem(key, value); return true; } catch { return false; }
}
function remove(key) {
  try { globalThis.localStorage?.removeItem(key); } catch { /* nothing to do */ }
}

export function loadSettings() {
  const raw = get(SETTINGS_KEY);
  const out = { ...DEFAULT_SETTINGS };
  if (!raw) return out;
  try {
    const s = JSON.parse(raw);
    for (const k of Object.keys(DEFAULT_SETTINGS)) {
      if (s && typeof s[k] === typeof DEFAULT_SETTINGS[k]) out[k] = s[k];
    }
    if (!['system', 'light', 'dark'].includes(out.theme)) out.theme = 'system';
  } catch { /* keep the defaults */ }
  return out;
}

export function saveSettings(settings) { put(SETTINGS_KEY, JSON.stringify(settings)); }

/**
 * The stored game of `kind`: {save, elapsedMs, help, level, hardest} or null when there is none (records
 * written before `hardest` was kept read it as '', and the page grades the puzzle again).
 * Throws Error with a player-facing message when a record exists but cannot be read.
 */
export function loadGameRecord(kind) {
  const raw = get(GAME_KEY(kind));
  if (raw === null) return null;
  let rec;
  try { rec = JSON.parse(raw); } catch { throw new Error('the saved game is damaged'); }
  if (!rec || typeof rec !== 'object' || Array.isArray(rec)) throw new Error('the saved game is damaged');
  if (typeof rec.v !== 'number') throw new Error('the saved game is damaged');
  if (rec.v > RECORD_VERSION) throw new Error('the saved game is from a newer version of Deduce');
  if (rec.v !== RECORD_VERSION) throw new Error('the saved game is from an old version of Deduce');
  if (typeof rec.save !== 'string' || rec.save.length > MAX_SAVE) throw new Error('the saved game is damaged');
  const help = rec.help && typeof rec.help === 'object' ? rec.help : {};
  return {
    save: rec.save,
    elapsedMs: Number.isFinite(rec.elapsedMs) && rec.elapsedMs >= 0 ? rec.elapsedMs : 0,
    help: { hints: help.hints | 0, checks: help.checks | 0, reveals: help.reveals | 0, autoCheck: help.autoCheck === true },
    level: typeof rec.level === 'string' ? rec.level : '',
    hardest: typeof rec.hardest === 'string' ? rec.hardest : '',
  };
}

export function saveGameRecord(kind, { save, elapsedMs, help, level, hardest }) {
  put(LAST_KIND_KEY, kind);
  return put(GAME_KEY(kind), JSON.stringify({ v: RECORD_VERSION, save, elapsedMs, help, level, hardest }));
}

export function clearGameRecord(kind) { remove(GAME_KEY(kind)); }

/** The kind of the last game played ('sudoku' or 'binary'), or null. */
export function lastKind() {
  const k = get(LAST_KIND_KEY);
  return k === 'sudoku' || k === 'binary' ? k : null;
}

// ---------- statistics ----------
const STATS_KEY = 'deduce.stats';
const STATS_VERSION = 1;
const LEVEL_ORDER = ['easy', 'medium', 'hard', 'expert', 'master', ''];

/**
 * Solved games per puzzle kind, size and level: how many, and the best time of those solved with no help
 * (no hint, check or reveal). `last` is the game ID counted last, so solving it again (after an undo) does not
 * count twice. Anything unreadable reads as no statistics.
 */
export function loadStats() {
  const empty = { v: STATS_VERSION, last: '', by: {} };
  const raw = get(STATS_KEY);
  if (!raw) return empty;
  try {
    const s = JSON.parse(raw);
    if (!s || s.v !== STATS_VERSION || typeof s.by !== 'object' || Array.isArray(s.by)) return empty;
    const by = {};
    for (const [k, e] of Object.entries(s.by)) {
      if (!/^(sudoku|binary):\d{1,2}:(easy|medium|hard|expert|master|)$/.test(k) || !e || typeof e !== 'object') continue;
      const solved = Number.isSafeInteger(e.solved) && e.solved > 0 ? e.solved : 0;
      const best = Number.isFinite(e.best) && e.best >= 0 ? e.best : null;
      if (solved) by[k] = { solved, best };
    }
    return { v: STATS_VERSION, last: typeof s.last === 'string' ? s.last : '', by };
  } catch { return empty; }
}

/** Counts a solved game; returns its line of statistics and whether its time is a new best. */
export function recordSolve({ id, kind, size, level, ms, clean }) {
  const stats = loadStats();
  const key = `${kind}:${size}:${level}`;
  const entry = stats.by[key] ?? { solved: 0, best: null };
  let newBest = false;
  if (stats.last !== id) {
    entry.solved++;
    if (clean && (entry.best === null || ms < entry.best)) { entry.best = ms; newBest = true; }
    stats.by[key] = entry;
    stats.last = id;
    put(STATS_KEY, JSON.stringify(stats));
  }
  return { ...entry, newBest };
}

/** The statistics as rows {kind, size, level, solved, best}, by kind, size and level. */
export function statsRows(stats = loadStats()) {
  return Object.entries(stats.by).map(([k, e]) => {
    const [kind, size, level] = k.split(':');
    return { kind, size: Number(size), level, ...e };
  }).sort((a, b) => a.kind.localeCompare(b.kind) || a.size - b.size
    || LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level));
}

export function clearStats() { remove(STATS_KEY); }
