// localStorage: every game's own save (one key per game ID, bounded to MAX_GAMES), the statistics and the
// player's settings; and the reading of the one-slot-per-kind saves of earlier builds, which are migrated.
// Every read is defensive: storage may be unavailable, full, or hold text from another version. The reasons it
// gives the player are in the page's language (i18n.js).
import { t } from './i18n.js';
import { andList } from './kinds.js';

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
  showConflicts: true,     // mark cells that break a rule (and say so to a screen reader)
  showCounts: true,        // Sudoku keys: how many of each symbol are left; binary lines: how many 0s and 1s
  colourNumbers: true,     // a coloured cell shows its colours' numbers too, so colour is never the only cue
  chainNotation: false,    // a chain's Eureka notation under its plain sentence, for experts
  language: '',            // the page's language ('de'); '' follows the browser (i18n.js pickLanguage)
});

function get(key) {
  try { return globalThis.localStorage?.getItem(key) ?? null; } catch { return null; }
}
let restored = false; // a backup was just restored: nothing is written until the page reloads with it
function put(key, value) {
  if (restored) return false;
  try { globalThis.localStorage?.setItem(key, value); return true; } catch { return false; }
}
function remove(key) {
  if (restored) return;
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
 * Earlier builds (record v1, one slot per kind, read only to migrate it to one save per game, below).
 * The stored game of `kind`: {save, elapsedMs, help, level, hardest} or null when there is none (records
 * written before `hardest` was kept read it as '', and the page grades the puzzle again).
 * Throws Error with a player-facing message when a record exists but cannot be read.
 */
export function loadGameRecord(kind) {
  const raw = get(GAME_KEY(kind));
  if (raw === null) return null;
  let rec;
  try { rec = JSON.parse(raw); } catch { throw new Error(t('storage-damaged')); }
  if (!rec || typeof rec !== 'object' || Array.isArray(rec)) throw new Error(t('storage-damaged'));
  if (typeof rec.v !== 'number') throw new Error(t('storage-damaged'));
  if (rec.v > RECORD_VERSION) throw new Error(t('storage-newer-version'));
  if (rec.v !== RECORD_VERSION) throw new Error(t('storage-old-version'));
  if (typeof rec.save !== 'string' || rec.save.length > MAX_SAVE) throw new Error(t('storage-damaged'));
  const help = rec.help && typeof rec.help === 'object' ? rec.help : {};
  return {
    save: rec.save,
    elapsedMs: Number.isFinite(rec.elapsedMs) && rec.elapsedMs >= 0 ? rec.elapsedMs : 0,
    help: { hints: help.hints | 0, checks: help.checks | 0, reveals: help.reveals | 0, autoCheck: help.autoCheck === true },
    level: typeof rec.level === 'string' ? rec.level : '',
    hardest: typeof rec.hardest === 'string' ? rec.hardest : '',
  };
}

/** Kinds whose save is still in the one-slot-per-kind keys of earlier builds (to migrate). */
export function legacyKinds() { return ['sudoku', 'binary'].filter((k) => get(GAME_KEY(k)) !== null); }
/** Forgets the earlier builds' slot of `kind` and their "last kind" once it is migrated or reported. */
export function clearLegacy(kind) {
  remove(GAME_KEY(kind));
  if (!legacyKinds().length) remove(LAST_KIND_KEY);
}

/** The kind of the last game an earlier build played ('sudoku' or 'binary'), or null: migrated first. */
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
  const empty = { v: STATS_VERSION, last: '', by: {}, dailies: [] };
  const raw = get(STATS_KEY);
  if (!raw) return empty;
  try {
    const s = JSON.parse(raw);
    if (!s || s.v !== STATS_VERSION || typeof s.by !== 'object' || Array.isArray(s.by)) return empty;
    const by = {};
    for (const [k, e] of Object.entries(s.by)) {
      // a kind, and for a Sudoku with rules what players call them (kinds.js statsKind: 'sudoku+Thermo')
      if (!/^(sudoku|sudoku-x|jigsaw|killer|binary|tango)(\+[A-Za-z /+-]{1,80})?:\d{1,2}:(easy|medium|hard|expert|master|)$/.test(k) || !e || typeof e !== 'object') continue;
      const solved = Number.isSafeInteger(e.solved) && e.solved > 0 ? e.solved : 0;
      const best = Number.isFinite(e.best) && e.best >= 0 ? e.best : null;
      const unassisted = Number.isSafeInteger(e.unassisted) && e.unassisted > 0 ? Math.min(e.unassisted, solved) : 0;
      // per assist, the solves made with it on (names as in the settings)
      const assists = Object.fromEntries(Object.entries(e.assists && typeof e.assists === 'object' ? e.assists : {})
        .filter(([a, c]) => /^[a-zA-Z]{1,30}$/.test(a) && Number.isSafeInteger(c) && c > 0).map(([a, c]) => [a, Math.min(c, solved)]));
      if (solved) by[k] = { solved, best, ...(unassisted ? { unassisted } : {}), ...(Object.keys(assists).length ? { assists } : {}) };
    }
    // the dates of the Today's Sudoku puzzles solved, for the streak: sorted, each once, the last 1,000
    const dailies = Array.isArray(s.dailies)
      ? [...new Set(s.dailies.filter((d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d)))].sort().slice(-1000) : [];
    return { v: STATS_VERSION, last: typeof s.last === 'string' ? s.last : '', by, dailies };
  } catch { return empty; }
}

/**
 * Counts a solved game; returns its line of statistics and whether its time is a new best. `counted`: this game
 * was counted before (its save says so), so it is not counted again.
 */
export function recordSolve({ id, kind, size, level, ms, clean, assists = [], counted = false, daily = '' }) {
  const stats = loadStats();
  const newDaily = !!daily && !stats.dailies.includes(daily);
  if (newDaily) stats.dailies = [...stats.dailies, daily].sort().slice(-1000);
  const key = `${kind}:${size}:${level}`;
  const entry = stats.by[key] ?? { solved: 0, best: null };
  let newBest = false;
  const count = stats.last !== id && !counted;
  if (count) {
    entry.solved++;
    // which assists were on (Settings: conflicts, wrong entries, notes clean-up, same digit, counts): a count per
    // assist, and the solves made with every one off
    if (!assists.length) entry.unassisted = (entry.unassisted ?? 0) + 1;
    for (const a of assists) entry.assists = { ...entry.assists, [a]: (entry.assists?.[a] ?? 0) + 1 };
    if (clean && (entry.best === null || ms < entry.best)) { entry.best = ms; newBest = true; }
    stats.by[key] = entry;
    stats.last = id;
  }
  if (count || newDaily) put(STATS_KEY, JSON.stringify(stats));
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

/** A 'YYYY-MM-DD' date as a day number (days since 1970-01-01). */
const dayNumber = (d) => Math.round(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))) / 86_400_000);

/**
 * Today's Sudoku streaks from the dates solved (sorted 'YYYY-MM-DD'): `current`, the days in a row up to `today`
 * (or up to yesterday while today's is still to solve), and `best`, the longest run ever.
 */
export function streaks(dailies, today) {
  const days = dailies.map(dayNumber);
  let best = 0, run = 0;
  days.forEach((d, i) => { run = i > 0 && d === days[i - 1] + 1 ? run + 1 : 1; best = Math.max(best, run); });
  const day = dayNumber(today), last = days.at(-1);
  const current = last === day || last === day - 1 ? run : 0;
  return { current, best };
}

// ---------- practice statistics ----------
const PRACTICE_KEY = 'deduce.practice';

/**
 * Practice per technique, and how often a game needed a hint for it (the weak spots):
 * {'sudoku:x-wing': {attempts, successes, hints}}; anything unreadable reads as none. The kind is the library's
 * family (sudoku, killer, binary, tango); hints are counted under the game's family (sudoku, binary, tango).
 */
export function loadPractice() {
  const raw = get(PRACTICE_KEY);
  const out = {};
  if (!raw) return out;
  try {
    const s = JSON.parse(raw);
    if (!s || s.v !== 1 || typeof s.by !== 'object' || Array.isArray(s.by)) return out;
    for (const [k, e] of Object.entries(s.by)) {
      if (!/^(sudoku|killer|binary|tango):[a-z0-9+-]{1,40}$/.test(k) || !e || typeof e !== 'object') continue;
      const attempts = count(e.attempts), successes = Math.min(count(e.successes), attempts), hints = count(e.hints);
      if (attempts || hints) out[k] = { attempts, successes, hints };
    }
  } catch { /* none */ }
  return out;
}

function bump(kind, id, fn) {
  const by = loadPractice();
  const key = `${kind}:${id}`;
  const e = by[key] ?? { attempts: 0, successes: 0, hints: 0 };
  fn(e);
  by[key] = e;
  put(PRACTICE_KEY, JSON.stringify({ v: 1, by }));
  return by;
}

/** Counts one practice attempt at technique `id` of `kind` (a success when `right`); returns the new tally. */
export function recordPractice(kind, id, right) {
  return bump(kind, id, (e) => { e.attempts++; if (right) e.successes++; });
}

/** Counts a hint a game of family `kind` needed for technique `id` (its first tier shown). */
export function recordHint(kind, id) {
  if (/^[a-z0-9+-]{1,40}$/.test(id)) bump(kind, id, (e) => { e.hints++; });
}

/** The weak spots: up to three techniques with the most misses (hints needed, practice answers not right),
 *  most first, as {kind, id, hints, wrong}. */
export function weakSpots(practice) {
  return Object.entries(practice)
    .map(([k, e]) => ({ kind: k.slice(0, k.indexOf(':')), id: k.slice(k.indexOf(':') + 1), hints: e.hints ?? 0, wrong: e.attempts - e.successes }))
    .filter((w) => w.hints + w.wrong > 0)
    .sort((a, b) => (b.hints + b.wrong) - (a.hints + a.wrong) || (a.kind + a.id).localeCompare(b.kind + b.id))
    .slice(0, 3);
}

// ---------- one save per game ----------
// Key `deduce.save:<game ID>`, value a JSON record (RECORD_V2): the engine's save text plus what the Continue
// list shows without the engine (kind, size, level, entries, time, when), the help used, whether the game was
// counted in the statistics, the daily date when it is a Today's Sudoku, how many clues were not proven needed
// (`undecided`, for the big grids' "N clues might be spare" note), and `rev`, a number that grows with
// every write, so a tab never writes over a newer save of the same game made in another tab.
const SAVE_PREFIX = 'deduce.save:';
const RECORD_V2 = 2;
/** At most this many games are kept; beyond it finished games go first, then untouched ones, then the oldest. */
export const MAX_GAMES = 50;

export const saveKey = (id) => SAVE_PREFIX + id;
/** The game ID a storage key belongs to, or null when the key is not a game's save. */
export const idOfKey = (key) => (typeof key === 'string' && key.startsWith(SAVE_PREFIX) ? key.slice(SAVE_PREFIX.length) : null);

const count = (x) => (Number.isSafeInteger(x) && x >= 0 ? x : 0);

/** A stored record as a checked object; throws Error with a player-facing message when it cannot be read. */
export function parseRecord(raw, id = null) {
  let rec;
  try { rec = JSON.parse(raw); } catch { throw new Error(t('storage-damaged')); }
  if (!rec || typeof rec !== 'object' || Array.isArray(rec) || typeof rec.v !== 'number') throw new Error(t('storage-damaged'));
  if (rec.v > RECORD_V2) throw new Error(t('storage-newer-version'));
  if (rec.v !== RECORD_V2) throw new Error(t('storage-old-version'));
  if (typeof rec.save !== 'string' || rec.save.length > MAX_SAVE || typeof rec.id !== 'string'
      || (id !== null && rec.id !== id) || !['sudoku', 'sudoku-x', 'jigsaw', 'killer', 'binary', 'tango'].includes(rec.kind)) {
    throw new Error(t('storage-damaged'));
  }
  if (typeof rec.damaged === 'string') throw new Error(rec.damaged);
  const help = rec.help && typeof rec.help === 'object' ? rec.help : {};
  return {
    id: rec.id, kind: rec.kind, side: count(rec.side), save: rec.save, rev: count(rec.rev), updated: count(rec.updated),
    elapsedMs: Number.isFinite(rec.elapsedMs) && rec.elapsedMs >= 0 ? rec.elapsedMs : 0,
    help: { hints: help.hints | 0, checks: help.checks | 0, reveals: help.reveals | 0, autoCheck: help.autoCheck === true,
            revealedAll: help.revealedAll === true },
    level: typeof rec.level === 'string' ? rec.level : '',
    hardest: typeof rec.hardest === 'string' ? rec.hardest : '',
    // clues not proven needed when the puzzle was made (kinds.js cluesNote); -1: not known (older saves too)
    undecided: Number.isInteger(rec.undecided) && rec.undecided >= 0 ? rec.undecided : -1,
    daily: typeof rec.daily === 'string' && /^\d{4}-\d\d-\d\d$/.test(rec.daily) ? rec.daily : '',
    filled: count(rec.filled), open: count(rec.open), touched: rec.touched === true,
    // what players call its rules ("Thermo", "Anti-knight + Kropki"; '' for none, and in older saves)
    called: typeof rec.called === 'string' ? rec.called.slice(0, 120) : '',
    solved: rec.solved === true, counted: rec.counted === true,
  };
}

/** The save of game `id`, or null when there is none; throws Error (player-facing) when it cannot be read. */
export function readGame(id) {
  const raw = get(saveKey(id));
  return raw === null ? null : parseRecord(raw, id);
}

function saveKeys() {
  const out = [];
  try {
    const ls = globalThis.localStorage;
    for (let i = 0; i < (ls?.length ?? 0); i++) { const k = ls.key(i); if (k?.startsWith(SAVE_PREFIX)) out.push(k); }
  } catch { /* no storage: no saves */ }
  return out;
}

/**
 * Every saved game, most recent first, without its engine text: {games: [record], damaged: [{id, reason}]}.
 * A record that cannot be read is listed in `damaged` and left alone (the player may remove it).
 */
export function listGames() {
  const games = [], damaged = [];
  for (const key of saveKeys()) {
    const id = idOfKey(key);
    try {
      const { save: _save, ...rec } = parseRecord(get(key) ?? '', id);
      games.push(rec);
    } catch (e) { damaged.push({ id, reason: e.message }); }
  }
  games.sort((a, b) => b.updated - a.updated || b.rev - a.rev);
  return { games, damaged };
}

/** The ID of the saved game for the daily puzzle of `date` ('YYYY-MM-DD'), or null. */
export function findDaily(date) { return listGames().games.find((g) => g.daily === date)?.id ?? null; }

/** The most recently played readable game, or null. */
export function latestGame() { return listGames().games[0] ?? null; }

export function removeGame(id) { remove(saveKey(id)); }

/** Keeps a save that the engine refused, marked with why, so it is reported in the list and not opened again. */
export function markDamaged(id, reason) {
  const raw = get(saveKey(id));
  if (raw === null) return;
  try {
    const rec = JSON.parse(raw);
    if (rec && typeof rec === 'object' && !Array.isArray(rec)) { rec.damaged = reason; put(saveKey(id), JSON.stringify(rec)); }
  } catch { /* unreadable already: it is reported as it is */ }
}

/**
 * The order in which games are removed to make room: damaged saves, then finished games, then games never
 * played (no entry or note), then the rest; the oldest first within each. Never `keep`.
 */
function evictionOrder(keep) {
  const { games, damaged } = listGames();
  const rank = (g) => (g.solved ? 1 : !g.touched ? 2 : 3);
  const order = games.filter((g) => g.id !== keep).sort((a, b) => rank(a) - rank(b) || a.updated - b.updated);
  return [...damaged.filter((d) => d.id !== keep).map((d) => d.id), ...order.map((g) => g.id)];
}

/**
 * Writes the save of game `rec.id` ({id, kind, side, save, elapsedMs, help, level, hardest, daily, filled,
 * open, touched, solved, counted}), written by a tab that last saw revision `baseRev` of it. Returns
 * {ok: true, rev, removed} (`removed`: how many old games made room), {ok: false, newer: record} when another tab
 * has saved this game since (nothing is written), or {ok: false} when storage refuses it.
 */
export function writeGame(rec, baseRev) {
  const key = saveKey(rec.id);
  const raw = get(key);
  let stored = null;
  if (raw !== null) { try { stored = parseRecord(raw, rec.id); } catch { stored = null; } }
  if (stored && stored.rev > baseRev) return { ok: false, newer: stored };
  const rev = Math.max(stored?.rev ?? 0, baseRev) + 1;
  const text = JSON.stringify({ v: RECORD_V2, rev, updated: Date.now(), ...rec });
  let removed = 0;
  let victims = null;
  if (raw === null) {
    // a new game: make room so that at most MAX_GAMES are kept
    victims = evictionOrder(rec.id);
    const excess = saveKeys().length + 1 - MAX_GAMES;
    for (let i = 0; i < excess && i < victims.length; i++) { removeGame(victims[i]); removed++; }
    victims = victims.slice(removed);
  }
  while (!put(key, text)) {
    // storage full: the next game in line goes, until this one fits or nothing else is left
    victims ??= evictionOrder(rec.id);
    if (!victims.length) return { ok: false };
    removeGame(victims.shift());
    removed++;
  }
  return { ok: true, rev, removed };
}

/** The first-visit tutorial of a puzzle family was finished, skipped or declined: it is not offered again. */
const TUTORIAL_KEY = (kind) => `deduce.tutorial.${kind}`;
export function tutorialSeen(kind) { return get(TUTORIAL_KEY(kind)) !== null; }
export function markTutorialSeen(kind) { put(TUTORIAL_KEY(kind), 'done'); }

// ---------- Backup: everything the app keeps, as one file ----------

const APP_PREFIX = 'deduce.';
const BACKUP_FORMAT = 'deduce-backup';
const MAX_BACKUP = 60_000_000; // characters: 50 games of the largest size with long histories, and the rest

/** Every key and value the app keeps in this browser (saves, statistics, settings, practice, tutorials). */
function appItems() {
  const items = {};
  try {
    const ls = globalThis.localStorage;
    for (let i = 0; i < ls.length; i++) {
      const k = ls.key(i);
      if (k?.startsWith(APP_PREFIX)) items[k] = ls.getItem(k);
    }
  } catch { /* no storage: an empty backup */ }
  return items;
}

/** What a backup holds, in words: "3 games, statistics and settings". */
function backupSummary(items) {
  const games = Object.keys(items).filter((k) => idOfKey(k) !== null).length;
  const parts = [t('storage-backup-games', { count: games })];
  if (STATS_KEY in items) parts.push(t('storage-backup-statistics'));
  if (SETTINGS_KEY in items) parts.push(t('storage-backup-settings'));
  return andList(parts);
}

/** The backup file: its text (every item the app keeps, with the time it was made) and what it holds in words. */
export function backupFile(now = new Date()) {
  const items = appItems();
  return { text: JSON.stringify({ format: BACKUP_FORMAT, version: 1, made: now.toISOString(), items }), summary: backupSummary(items) };
}

/**
 * Reads a backup file's text: {items, made, summary}. Throws an Error that says in words why it is not a backup
 * of this app (another file, damaged, from a newer version); nothing is changed.
 */
export function readBackup(text) {
  if (typeof text !== 'string' || text.length > MAX_BACKUP) throw new Error(t('storage-backup-too-large'));
  let b;
  try { b = JSON.parse(text); } catch { throw new Error(t('storage-backup-not-json')); }
  if (!b || typeof b !== 'object' || b.format !== BACKUP_FORMAT) throw new Error(t('storage-backup-not-backup'));
  if (b.version !== 1) throw new Error(t('storage-backup-newer', { format: String(b.version).slice(0, 10) }));
  const items = b.items;
  if (!items || typeof items !== 'object' || Array.isArray(items)
      || Object.entries(items).some(([k, v]) => !k.startsWith(APP_PREFIX) || typeof v !== 'string')) {
    throw new Error(t('storage-backup-damaged'));
  }
  const made = typeof b.made === 'string' && !Number.isNaN(Date.parse(b.made)) ? b.made : '';
  return { items, made, summary: backupSummary(items) };
}

/**
 * Replaces everything the app keeps with a backup's items (from readBackup). All or nothing: when the browser
 * refuses (storage full), what was there is put back and false returned. After true, nothing more is written
 * until the page reloads (so the game on the board cannot write over the backup's copy of it as the page goes).
 */
export function restoreBackup(items) {
  const before = appItems();
  const ls = globalThis.localStorage;
  try {
    for (const k of Object.keys(before)) ls.removeItem(k);
    for (const [k, v] of Object.entries(items)) ls.setItem(k, v);
  } catch {
    try {
      for (const k of Object.keys(appItems())) ls.removeItem(k);
      for (const [k, v] of Object.entries(before)) ls.setItem(k, v);
    } catch { /* storage gone: nothing more to do */ }
    return false;
  }
  restored = true;
  return true;
}
