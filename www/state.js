// The game state and the actions that change it. Game moves go through engine.js; slow work through the worker.
// Nothing here touches the DOM: subscribers (render.js) are told after every change.
import { EngineGame } from './engine.js';
import { CancelledError, EngineWorker } from './worker-client.js';
import * as storage from './storage.js';
import { MEASURED } from './levels.js';
import { unitCells } from './figure.js';
import { Replay } from './replay.js';
import { LESSONS, Tutorial } from './tutorial.js';

/** Display names of the Puzzle choices ('binary puzzle' in sentences: see kindLabel). */
export const KIND_NAMES = { sudoku: 'Sudoku', 'sudoku-x': 'X-Sudoku', jigsaw: 'Jigsaw', killer: 'Killer Sudoku', binary: 'Binary', tango: 'Tango' };
export const SIZES = { sudoku: [4, 6, 9, 12, 16, 25], 'sudoku-x': [4, 6, 9], jigsaw: [5, 6, 7, 8, 9, 10], killer: [4, 6, 9], binary: [4, 6, 8, 10, 12, 14, 16, 18, 20], tango: [6, 8, 10, 12, 14] };
/** Kinds played with 0 and 1 (no notes; a tap cycles the cell). */
export const isBinaryKind = (kind) => kind === 'binary' || kind === 'tango';
/** The kinds played on a Sudoku grid (digits, notes, boxes): plain Sudoku and its variants. */
export const isSudoku = (kind) => ['sudoku', 'sudoku-x', 'jigsaw', 'killer'].includes(kind);
const kindLabel = (kind) => (kind === 'binary' ? 'binary puzzle' : KIND_NAMES[kind] ?? 'Sudoku');
export const LEVELS = ['easy', 'medium', 'hard', 'expert', 'master'];
/** Sudoku sizes with a ready-made set of proven-irreducible puzzles, www/puzzles/sudoku-SIZE.txt
 *  (scripts/proven-puzzles.sh): there the page cannot prove a puzzle in time, so New game can draw from it. */
export const PROVEN_SIZES = [25];
/** The "Proven irreducible" choice applies to these options. */
export const provenOffered = ({ kind, size }) => kind === 'sudoku' && PROVEN_SIZES.includes(size);
/** What the page knows of a puzzle's clues: `undecided` clues not proven needed (-1: not known). */
export function cluesNote(undecided) {
  if (undecided === 0) return 'proven irreducible';
  if (undecided > 0) return `unique; ${undecided} clue${undecided === 1 ? '' : 's'} may be redundant`;
  return '';
}
/** Levels the page offers at a size: those the generator gave in at least 9 of 10 requests made as the page
 * makes them (www/levels.js, measured and written by tests/levels.rs; docs/levels.md "What the page offers").
 * Asking for another level would mostly wait out the generator's tries and return a different level. */
export function levelsFor(kind, size) {
  const offered = MEASURED.filter(([k, s, , , ok]) => k === kind && s === size && ok).map(([, , l]) => l);
  return offered.length ? offered : LEVELS;
}
/** Why some levels cannot be chosen at this size ('' when all can), with how often they came out. */
export function levelNote(kind, size) {
  const rows = MEASURED.filter(([k, s]) => k === kind && s === size);
  if (rows.length && rows.every(([, , , got]) => /^e+$/.test(got))) return `Every ${size}×${size} puzzle is easy.`;
  const missing = rows.filter(([, , , , ok]) => !ok).map(([, , l, got], i) => {
    const hits = [...got].filter((c) => c === LEVEL_LETTERS[l]).length;
    return `${capitalized(l)} (${hits} of ${got.length}${i ? '' : ' puzzles asked for'})`;
  });
  if (!missing.length) return '';
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return `Not offered at ${size}×${size}, where ${missing.length === 1 ? 'it comes' : 'they come'} out less than 9 times in 10: ${list}.`;
}
const LEVEL_LETTERS = { easy: 'e', medium: 'm', hard: 'h', expert: 'x', master: 'M' };
/** The message when the generator returns another level than the one asked for (it returns the closest). */
export const missedLevel = (asked, got) =>
  `You asked for ${capitalized(asked)}; none turned up in the generator's tries, so this puzzle is ${capitalized(got)}.`;
/** The chosen level if this size offers it, else the nearest level it does offer. */
function fitLevel({ kind, size, level }) {
  const levels = levelsFor(kind, size);
  if (levels.includes(level)) return level;
  const want = LEVELS.indexOf(level);
  return levels.reduce((best, l) => (Math.abs(LEVELS.indexOf(l) - want) < Math.abs(LEVELS.indexOf(best) - want) ? l : best));
}
export const SYMMETRIES = ['', 'rot180', 'rot90', 'mirror-h', 'mirror-v', 'diagonal'];

/** What Import and a link say about a puzzle with more than one solution, before the player chooses. */
export const SEVERAL_SOLUTIONS = 'This puzzle has more than one solution, so Hint, Check and Reveal cannot help with it. '
  + 'Play it anyway, or Close to keep your current game.';

/** Longest pasted text that is sent to the engine at all. */
export const MAX_IMPORT_CHARS = 10_000;

/** Today's Sudoku: one 9×9 Sudoku per local date for everyone (the date is the seed), harder through the week. */
const DAILY_LEVELS = ['master', 'easy', 'medium', 'hard', 'hard', 'expert', 'expert']; // Sunday first
export function dailySpec(date) {
  const seed = date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
  const title = `Today's Sudoku, ${date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' })}`;
  const key = `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { kind: 'sudoku', size: 9, level: DAILY_LEVELS[date.getDay()], symmetry: 'rot180', seed, title, key };
}

// revealedAll: Reveal all was used; such a game never counts as solved, even after an undo and a solve by hand.
function emptyHelp() { return { hints: 0, checks: 0, reveals: 0, autoCheck: false, revealedAll: false }; }

/** "easy" -> "Easy". */
export const capitalized = (s) => s.charAt(0).toUpperCase() + s.slice(1);

export function formatTime(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  const pad = (n) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(sec)}` : `${m}:${pad(sec)}`;
}

/** What the Continue list says about a game: entries made and still open (not counting givens), solved, played. */
function gameMeta(info, snap) {
  const open = info.givens.reduce((k, g) => k + (g ? 0 : 1), 0);
  const filled = snap ? snap.cells.reduce((k, v, i) => k + (v && !info.givens[i] ? 1 : 0), 0) : 0;
  const touched = !!snap && (filled > 0 || snap.canUndo || snap.marks.some((m) => m !== 0));
  return { filled, open, touched, solved: !!snap?.solved };
}

/** "Sudoku 9×9, Easy, 8 of 51 filled", "Today's Sudoku, Hard, 3 of 51 filled" or "Daily Sudoku, 24 Nov, Hard, …". */
function describeGame({ kind, side, level, daily, filled, open }) {
  const lvl = level ? capitalized(level) : '';
  let name = `${KIND_NAMES[kind] ?? 'Sudoku'} ${side}×${side}${lvl ? `, ${lvl}` : ''}`;
  if (daily) {
    const [y, m, d] = daily.split('-').map(Number);
    const date = new Date(y, m - 1, d);
    name = daily === dailySpec(new Date()).key ? "Today's Sudoku" : `Daily Sudoku, ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}`;
    if (lvl) name += `, ${lvl}`;
  }
  return `${name}, ${filled} of ${open} filled`;
}

export class Store {
  #game = null;
  #listeners = new Set();
  #seed;
  #worker;
  #hintWorker = new EngineWorker(); // the teaching engine on the game on the board: hints, the replay, Learn's steps
  #replay = null;     // the open replay (replay.js), or null
  #tutorial = null;   // the open tutorial (tutorial.js), or null
  #timerBase = 0;
  #timerStart = null;

  #platform;
  #disarm = 0;
  #disarmRemove = 0;
  #rev = 0;          // the revision of this game's save that this tab last wrote or read (storage.writeGame)
  #daily = '';       // the date ('YYYY-MM-DD') when the game on the board is that day's Today's Sudoku
  #counted = false;  // this game was counted in the statistics already

  /** platform: {copy(text) -> Promise<bool>, link(id) -> string} (clipboard and URL live outside the store). */
  constructor({ worker, settings, seed, platform }) {
    this.#worker = worker;
    this.#platform = platform;
    this.#seed = seed;
    this.state = {
      info: null,            // static facts of the current puzzle (engine.js info())
      snap: null,            // cells, marks, conflicts, solved, canUndo, canRedo
      level: '',             // level of the current puzzle, when known
      hardest: '',           // the hardest technique the current puzzle needs, when known
      grading: false,        // the worker is working out the level
      gradeError: '',        // why the level could not be worked out
      selected: -1,
      notesMode: false,
      settings,
      // proven: New game at a size with a ready-made proven set (PROVEN_SIZES) draws from it
      options: { kind: 'sudoku', size: 9, level: 'easy', symmetry: '', proven: false },
      undecided: -1,         // clues of the current puzzle not proven needed (-1: not known; 0: proven irreducible)
      busy: '',              // non-empty while the worker generates: what it is doing
      message: null,         // {text, tone: 'info' | 'error'}
      hint: null,            // {tier: 1..2, step, unitCells: Set}
      wrong: new Set(),      // entries marked by Check
      help: emptyHelp(),
      finishText: '',
      stats: storage.statsRows(), // solved games per kind, size and level (storage.js)
      activeSymbol: 0,       // digit-first input: the keypad symbol that a tap on a cell enters (0: none)
      paused: false,         // the player paused: the clock stops and the grid is covered
      statsResetArmed: false, // Reset statistics was pressed once: the next press clears them
      importVerdict: null,   // {text, tone} shown inside the Import dialog
      importOpen: false,
      importDraft: '',       // the text the Import dialog opens with (a link's game ID waiting for a choice)
      importPending: null,   // a puzzle with several solutions, waiting for "Play it anyway" (worker verdict)
      gamesOpen: false,      // the Continue list is open
      games: null,           // its content: {games: [saved records, most recent first], damaged: [{id, reason}]}
      replaced: null,        // {id, what}: the game with entries that the board showed before this one (saved)
      revealAsk: false,      // Reveal all waits for the player to confirm
      removeArmed: '',       // Continue list: the game whose Remove was pressed once (the next press removes it)
      replay: null,          // the replay of a solve: {loading: true} while the path is worked out, then
                             // {index, total, step, level, hardest, view: {snap, hint}} (see openReplay)
      tutorialOffer: '',     // the family whose first-visit tutorial is offered ('' : none)
      tutorial: null,        // the open tutorial dialog: Tutorial.view()
      libraryOpen: false,    // Learn: the technique library is open
      library: null,         // {sudoku: [{id, name, level, description}], binary: [...]} (from the engine, once)
      practice: storage.loadPractice(), // practice per technique: {'sudoku:x-wing': {attempts, successes}}
      learn: null,           // the board shows a learning position: see learn() below
      learnMissing: null,    // the last search for a learning position found none: what it looked for, and why
    };
  }

  subscribe(fn) { this.#listeners.add(fn); return () => this.#listeners.delete(fn); }
  #emit(what = 'all') {
    if (what !== 'timer') this.#cageHelp();
    for (const fn of this.#listeners) fn(this.state, what);
  }

  /** Killer: the selected cell's cage, its sum and size, and the digit sets it can still hold (from the
   *  engine, with the digits placed in it now) as state.cageHelp, for the keypad's help; null otherwise. */
  #cageHelp() {
    const { info, selected } = this.state;
    let help = null;
    if (info?.cages?.length && this.#game && selected >= 0 && selected < info.cages.length) {
      const k = info.cages[selected];
      try {
        help = { cage: k, sum: info.cageSums[k], size: info.cages.filter((x) => x === k).length, sets: this.#game.cageCombinations(selected) };
      } catch { help = null; }
    }
    this.state.cageHelp = help;
  }
  #set(patch, what) { Object.assign(this.state, patch); this.#emit(what); }

  // ---------- timer ----------
  elapsedMs() { return this.#timerBase + (this.#timerStart === null ? 0 : performance.now() - this.#timerStart); }
  get timerRunning() { return this.#timerStart !== null; }
  #startTimer() {
    if (this.#timerStart === null && this.state.snap && !this.state.snap.solved && !document.hidden && !this.state.paused) {
      this.#timerStart = performance.now();
    }
  }
  #stopTimer() {
    if (this.#timerStart !== null) { this.#timerBase = this.elapsedMs(); this.#timerStart = null; }
  }
  /** Page hidden or shown: pause or resume, and save the time spent. */
  visibility(hidden) {
    if (hidden) { this.#stopTimer(); this.#persist(); } else this.#startTimer();
    this.#emit('timer');
  }
  tick() { this.#emit('timer'); }

  // ---------- loading games ----------
  /** Replaces the current game with `game` (an EngineGame). */
  #install(game, { level = '', hardest = '', elapsedMs = 0, help = emptyHelp(), message = null,
                    rev = 0, daily = '', counted = false, learn = null, undecided = -1 } = {}) {
    const replaced = this.#leave(game.id);
    this.#rev = rev;
    this.#daily = daily;
    this.#counted = counted;
    this.#game?.free();
    this.#game = game;
    this.#dropReplay();
    game.setAutoClean(this.state.settings.autoClean);
    const info = game.info();
    this.#timerBase = elapsedMs;
    this.#timerStart = null;
    const options = { ...this.state.options, kind: info.variant ?? info.kind, size: info.side };
    options.level = fitLevel(options);
    if (!level) hardest = '';
    const grading = !level || !hardest;
    this.state.learnMissing = null;
    this.state.learn = learn; // before the first snapshot: a learning position is never counted as solved
    this.#set({ info, snap: game.snapshot(), level, hardest, grading, gradeError: '', undecided, selected: -1, hint: null, paused: false, activeSymbol: 0,
                wrong: new Set(), help: { ...emptyHelp(), ...help }, replaced, revealAsk: false,
                options, message, finishText: '', notesMode: isSudoku(info.kind) && this.state.notesMode });
    this.#afterMove();
    this.#startTimer();
    this.#emit('timer');
    if (grading) this.#gradeInBackground(info.id);
  }

  async #gradeInBackground(id) {
    try {
      const g = await this.#worker.grade(id);
      if (this.state.info?.id === id) { this.#set({ level: g.level, hardest: g.hardest, grading: false }); this.#persist(); }
    } catch (e) {
      // ungradable (say, more than one solution), or cancelled by another job: the level stays unknown
      if (this.state.info?.id === id) {
        this.#set({ grading: false, gradeError: e instanceof CancelledError ? '' : e.message.replace(/\.$/, '') });
      }
    }
  }

  get gameId() { return this.state.info?.id ?? ''; }

  /**
   * Loads a game ID (e.g. from the URL): its own save when it has one (it goes on where it was left), else the
   * puzzle from the start. Throws Error with the engine's message; the current game stays.
   */
  loadId(id, { restore = true } = {}) {
    const game = EngineGame.fromId(id);
    const r = restore ? this.#resume(game.id) : false;
    if (r === true) { game.free(); return; }
    this.#install(game, { message: Store.#fresh(r) });
    this.#persist();
  }

  /**
   * Restores the most recently played saved game (of `kind` when given). Returns false when there is none;
   * throws when it cannot be restored (that save is then marked damaged, and the others stay as they are).
   */
  restoreSaved(kind = null) {
    const rec = storage.latestGame(kind);
    if (!rec) return false;
    const out = this.#resume(rec.id, { quiet: true });
    if (out === true) return true;
    throw out || new Error('the saved game is gone');
  }

  // ---------- saved games: one per game ID, a Continue list, tabs, migration ----------
  /**
   * Opens the save of game `id` when there is one and returns true. Returns false when there is none, or the
   * Error when it cannot be restored (a save the engine refuses is marked damaged; no other save is touched).
   */
  #resume(id, { message = null, daily = '', quiet = false } = {}) { // message: {text, tone}, or (progressBack) => that
    let rec;
    try {
      rec = storage.readGame(id);
      if (!rec) return false;
    } catch (e) { return e; }
    let game;
    try {
      game = EngineGame.fromSave(rec.save);
      if (game.id !== id) { game.free(); throw new Error('the saved game is damaged'); }
    } catch (e) {
      storage.markDamaged(id, e.message);
      return e;
    }
    const back = !quiet && rec.touched && !rec.solved;
    // `message` may depend on whether there was progress to bring back
    const text = typeof message === 'function' ? message(back) : message;
    this.#install(game, { ...rec, daily: rec.daily || daily,
                          message: text ?? (back ? { text: 'Your saved progress on this puzzle is back.', tone: 'info' } : null) });
    this.#persist();
    this.#emit();
    return true;
  }

  /** The message for a save that could not be restored when the puzzle itself opens from the start. */
  static #fresh(e, fallback = null) {
    return e instanceof Error
      ? { text: `Your saved progress on this puzzle could not be restored (${e.message}); it starts from the beginning.`, tone: 'error' }
      : fallback;
  }

  /** Today's Sudoku already saved today: opens it without making it again. */
  #resumeDaily(today) {
    const id = storage.findDaily(today.key);
    if (!id) return false;
    const rec = (() => { try { return storage.readGame(id); } catch { return null; } })();
    const message = { text: `${today.title}${rec?.level ? `: ${capitalized(rec.level)}` : ''}.`, tone: 'info' };
    if (this.state.info?.id === id) { this.#set({ message }); return true; }
    if (this.#worker.cancel()) this.state.busy = '';
    return this.#resume(id, { message }) === true;
  }

  /** Before another game takes the board: saves this one; returns {id, what} when it had entries (for Back to it). */
  #leave(nextId) {
    const { info, snap } = this.state;
    if (!this.#game || !info || info.id === nextId || this.state.learn) return this.state.replaced;
    this.#persist({ adopt: false });
    const m = gameMeta(info, snap);
    if (!m.touched || m.solved) return null;
    return { id: info.id, what: describeGame({ ...m, kind: info.variant ?? info.kind, side: info.side, level: this.state.level, daily: this.#daily }) };
  }

  /** Shows another tab's newer save of the game on the board, keeping the selected cell. */
  #adopt(rec, text) {
    let game;
    try { game = EngineGame.fromSave(rec.save); } catch { return; }
    const { selected, notesMode } = this.state;
    this.#install(game, { ...rec, message: text ? { text, tone: 'info' } : this.state.message });
    this.#set({ selected, notesMode });
  }

  /**
   * Another tab wrote to storage. A newer save of the game on the board is shown here (moves made there appear
   * here); an open Continue list is brought up to date.
   */
  storageChanged(key, value) {
    if (this.state.gamesOpen) this.#set({ games: this.#gamesList() });
    const id = storage.idOfKey(key);
    if (!id || !this.#game || id !== this.state.info?.id || value === null) return;
    let rec;
    try { rec = storage.parseRecord(value, id); } catch { return; }
    if (rec.rev <= this.#rev) return;
    if (rec.save === this.#game.save()) {
      // the same position (say, the other tab saved its clock): take its revision, help and the longer time
      this.#rev = rec.rev;
      this.#counted ||= rec.counted;
      this.state.help = { ...emptyHelp(), ...rec.help };
      const ahead = rec.elapsedMs - this.elapsedMs();
      if (ahead > 0) this.#timerBase += ahead;
      this.#emit('timer');
      return;
    }
    this.#adopt(rec, 'Moves made in another tab are shown.');
  }

  /**
   * Moves the saves of earlier builds (one slot per kind) to one save per game. Returns the player-facing
   * notes about saves that could not be read (each is reported once and dropped; no other save is touched).
   */
  migrateSaves() {
    const notes = [];
    const last = storage.lastKind();
    for (const kind of storage.legacyKinds().sort((a, b) => (a === last) - (b === last))) {
      try {
        const rec = storage.loadGameRecord(kind);
        const game = EngineGame.fromSave(rec.save);
        try {
          const info = game.info();
          let have = null;
          try { have = storage.readGame(info.id); } catch { /* a damaged newer save: replaced by this one */ }
          if (!have) {
            const out = storage.writeGame({ id: info.id, kind: info.variant ?? info.kind, side: info.side, save: rec.save, elapsedMs: rec.elapsedMs,
                                            help: { ...emptyHelp(), ...rec.help }, level: rec.level, hardest: rec.hardest, daily: '',
                                            counted: false, ...gameMeta(info, game.snapshot()) }, 0);
            if (!out.ok) throw new Error('the browser has no room left to keep it');
          }
        } finally { game.free(); }
      } catch (e) {
        notes.push(`Your saved game could not be restored (${e.message})`);
      }
      storage.clearLegacy(kind);
    }
    return notes;
  }

  /** The unfinished games a player can go back to (not the one on the board), and the saves that are damaged. */
  #gamesList() {
    const { games, damaged } = storage.listGames();
    const here = this.state.info?.id;
    return { games: games.filter((g) => !g.solved && g.touched && g.id !== here).map((g) => ({ ...g, what: describeGame(g) })), damaged };
  }

  /** Opens or closes the Continue list. */
  openGames(open) { this.#set({ gamesOpen: open, games: open ? this.#gamesList() : null }); }

  /** Continue list: opens saved game `id` where it was left. */
  continueGame(id) {
    this.#set({ gamesOpen: false, games: null });
    if (this.#worker.cancel()) this.state.busy = '';
    const r = this.#resume(id);
    if (r !== true) {
      this.say(r ? `That game could not be restored (${r.message}). Your current game is unchanged.` : 'That game is no longer saved.', 'error');
    }
  }

  /** Continue list: forgets saved game `id` at the second press (the first asks for it, for a few seconds). */
  removeSaved(id) {
    if (id === this.state.info?.id) return;
    clearTimeout(this.#disarmRemove);
    if (this.state.removeArmed !== id) {
      this.#disarmRemove = setTimeout(() => this.#set({ removeArmed: '', games: this.state.games && { ...this.state.games } }), 4000);
      this.#set({ removeArmed: id, games: { ...this.state.games } });
      return;
    }
    storage.removeGame(id);
    this.#set({ removeArmed: '', games: this.#gamesList() });
  }

  /** The note after a new game replaced one with entries: back to that one (it was saved). */
  returnToPrevious() {
    const id = this.state.replaced?.id;
    if (!id) return;
    if (this.#worker.cancel()) this.state.busy = '';
    const r = this.#resume(id, { quiet: true });
    if (r !== true) this.#set({ replaced: null, message: { text: `That game could not be restored${r ? ` (${r.message})` : ''}.`, tone: 'error' } });
  }

  dismissReplaced() { this.#set({ replaced: null }); }

  /** The answer to "Reveal the whole solution?". */
  answerRevealAll(yes) {
    this.#set({ revealAsk: false });
    if (yes) this.reveal(true, { confirmed: true });
  }

  #nextSeed() {
    if (this.#seed !== null) { const s = this.#seed; this.#seed = (this.#seed + 1) >>> 0; return s; }
    return crypto.getRandomValues(new Uint32Array(1))[0];
  }

  /** Generates a puzzle with the current options (or today's, with `daily`) in the worker, then starts it. */
  async newGame({ note = null, daily = false } = {}) {
    const today = daily ? dailySpec(new Date()) : null;
    // Today's Sudoku played before today: its save, without making the puzzle again
    if (today && this.#resumeDaily(today)) return;
    const { kind, size, level, symmetry, proven } = today ?? this.state.options;
    const ready = !today && provenOffered(this.state.options) && proven;
    const what = ready ? `Picking a proven ${size}×${size} Sudoku…`
      : `Generating a ${size}×${size} ${kindLabel(kind)}…`;
    this.#set({ busy: what, message: note });
    try {
      // Today's Sudoku has a long safety net: the work limits alone decide it, so everyone gets the same one.
      const g = ready ? await this.#worker.proven({ size, level, seed: this.#nextSeed() })
        : await this.#worker.generate({ kind, size, level, symmetry: isSudoku(kind) ? symmetry : '',
                                        seed: today?.seed ?? this.#nextSeed(), budgetMs: today ? 30_000 : 3000 });
      const message = note ?? (today ? { text: `${today.title}: ${capitalized(g.level)}.`, tone: 'info' }
        : g.level !== level ? { text: missedLevel(level, g.level), tone: 'info' } : null);
      if (today && g.gameId === this.state.info?.id) {
        // Already on today's puzzle: keep the player's progress.
        this.#set({ busy: '', message });
        return;
      }
      this.state.busy = '';
      const r = this.#resume(g.gameId, { daily: today?.key ?? '', message });
      if (r === true) return;
      this.#install(EngineGame.fromId(g.gameId), { level: g.level, hardest: g.hardest, message: Store.#fresh(r, message),
                                                   daily: today?.key ?? '', undecided: g.undecided ?? -1 });
      this.#persist();
      this.#emit();
    } catch (e) {
      if (e instanceof CancelledError) return;
      const offline = globalThis.navigator?.onLine === false ? ' You seem to be offline.' : '';
      const keep = this.state.info ? ' Your current game is unchanged.' : '';
      this.#set({ busy: '', message: { text: `Could not make a puzzle: ${e.message.replace(/\.$/, '')}.${offline}${keep}`, tone: 'error' } });
    }
  }

  cancel() {
    if (this.#worker.cancel()) this.#set({ busy: '', message: { text: 'Cancelled.', tone: 'info' } });
  }

  // ---------- import ----------
  openImport(open) { this.#set({ importOpen: open, importVerdict: null, importPending: null, importDraft: '' }); }

  /** Refuses a text of `length` characters without looking at it. */
  refuseLongImport(length) {
    const n = length.toLocaleString('en');
    this.#set({ importVerdict: { text: `Not loaded: that text has ${n} characters, far more than any puzzle (a 25×25 game ID has about 640). Your current game is unchanged.`, tone: 'error' } });
  }

  async importText(text) {
    if (text.length > MAX_IMPORT_CHARS) { this.refuseLongImport(text.length); return; }
    text = text.trim();
    if (!text) { this.#set({ importVerdict: { text: 'Paste a game ID, a link or a grid first.', tone: 'error' } }); return; }
    const checking = { text: 'Checking…', tone: 'info' };
    this.#set({ importVerdict: checking, importPending: null });
    let v;
    try {
      v = await this.#worker.verdict(text, this.state.options.kind);
    } catch (e) {
      // stopped by another request: said so, unless a newer Load (or a closed dialog) replaced the question
      if (e instanceof CancelledError && this.state.importVerdict !== checking) return;
      const why = e instanceof CancelledError ? 'another request interrupted the check; press Load again' : e.message.replace(/\.$/, '');
      this.#set({ importVerdict: { text: `Not loaded: ${why}. Your current game is unchanged.`, tone: 'error' } });
      return;
    }
    if (v.solutions !== 1) { this.#askSeveral(v, text); return; }
    this.#installVerdict(v);
  }

  /** A puzzle with several solutions, pasted or from a link: the Import dialog says so and offers to play it. */
  #askSeveral(v, text) {
    this.#set({ importOpen: true, importDraft: text, importPending: v,
                importVerdict: { text: SEVERAL_SOLUTIONS, tone: 'error' } });
  }

  /** The player chose to play the puzzle with several solutions that the Import dialog offered. */
  playAnyway() {
    const v = this.state.importPending;
    if (!v) return;
    if (this.#worker.cancel()) this.state.busy = ''; // a new game still being made (a link at start-up) gives way
    this.#installVerdict(v);
  }

  /** Starts the game a worker verdict describes (with a pencil-mark grid's candidates as notes). */
  #installVerdict(v) {
    const kind = kindLabel(v.kind);
    const text = v.solutions !== 1
      ? `Imported ${kind} with more than one solution: Hint, Check and Reveal cannot help with it.`
      : `Imported ${kind}${v.notes ? ' with its notes' : ''}${v.level ? `, level ${v.level}` : ''}.`;
    if (v.notes) {
      // a pencil-mark position: the pasted notes are the game's first move, so it starts afresh
      this.#install(EngineGame.fromSave(v.save), { level: v.level, hardest: v.hardest, message: { text, tone: 'info' } });
    } else {
      const back = (b) => ({ text: b ? `${text.replace(/\.$/, '')}: your saved progress on it is back.` : text, tone: 'info' });
      const r = this.#resume(v.gameId, { message: back });
      if (r === true) { this.#set({ importOpen: false, importVerdict: null, importPending: null, importDraft: '' }); return; }
      this.#install(EngineGame.fromId(v.gameId), { level: v.level, hardest: v.hardest, message: { text, tone: 'info' } });
    }
    this.#persist();
    this.#set({ importOpen: false, importVerdict: null, importPending: null, importDraft: '' });
  }

  /**
   * Opens a link's game ID the way Import opens a paste: a puzzle with one solution loads (resuming its saved
   * game); one with several asks first, in the Import dialog; one with none throws Error with the reason.
   * Returns true when the game was loaded. A link to a game saved here (every reload: the URL holds the game ID)
   * goes on from its save at once, without waiting for the worker's verdict: the save exists because the game
   * was opened before, checked, or played anyway by choice.
   */
  async openLink(id) {
    if (this.#resume(id) === true) return true;
    const v = await this.#worker.verdict(id, this.state.options.kind, { grade: false });
    if (v.solutions !== 1) { this.#askSeveral(v, id); return false; }
    if (v.notes) this.#installVerdict(v); else this.loadId(v.gameId);
    return true;
  }

  // ---------- playing ----------
  #canPlay() { return this.#game && this.state.snap && !this.state.busy && !this.state.paused && !this.state.replay; }

  /** Pause: the clock stops and the grid is covered until Resume; a new game or a solved one is never paused. */
  togglePause() {
    if (!this.#game || !this.state.snap || this.state.snap.solved) return;
    const paused = !this.state.paused;
    this.state.paused = paused;
    if (paused) { this.#stopTimer(); this.#persist(); } else this.#startTimer();
    this.#set({ hint: paused ? null : this.state.hint });
    this.#emit('timer');
  }

  #afterMove({ keepHint = false, keepWrong = false } = {}) {
    const wasSolved = this.state.snap?.solved;
    this.state.snap = this.#game.snapshot();
    if (!keepHint) this.state.hint = null;
    if (!keepWrong) this.state.wrong = new Set();
    this.#autoCheck();
    if (this.state.snap.solved && !wasSolved && this.state.learn) {
      this.#stopTimer();
    } else if (this.state.snap.solved && !wasSolved) {
      this.#stopTimer();
      this.state.finishText = this.#finishText(this.#recordSolve());
      this.state.stats = storage.statsRows();
    } else if (!this.state.snap.solved) {
      this.state.finishText = '';
      this.#startTimer();
    }
  }

  /** With the auto-check setting, entries that contradict the solution are marked after every move. */
  #autoCheck() {
    if (!this.state.settings.autoCheck || !this.#game || this.state.snap?.solved) return;
    const wrong = this.#game.wrongEntries();
    this.state.wrong = new Set(wrong);
    if (!this.state.help.autoCheck && this.state.snap.cells.some((v, i) => v && !this.state.info.givens[i])) {
      this.state.help = { ...this.state.help, autoCheck: true };
    }
  }

  #helpUsed() {
    const { hints, checks, reveals, autoCheck } = this.state.help;
    const used = [];
    if (autoCheck) used.push('auto-check');
    if (hints) used.push(`${hints} hint${hints > 1 ? 's' : ''}`);
    if (checks) used.push(`${checks} check${checks > 1 ? 's' : ''}`);
    if (reveals) used.push(`${reveals} reveal${reveals > 1 ? 's' : ''}`);
    return used;
  }

  /**
   * Counts the solved game in the statistics (a best time only without help), once per game. A game whose
   * solution was revealed is never counted (null), even if it is solved by hand after undoing the reveal.
   */
  #recordSolve() {
    const { info, level } = this.state;
    if (this.state.help.revealedAll) return null;
    const record = storage.recordSolve({ id: info.id, kind: info.variant ?? info.kind, size: info.side, level, counted: this.#counted,
                                         ms: Math.round(this.elapsedMs()), clean: this.#helpUsed().length === 0 });
    this.#counted = true;
    return record;
  }

  /** "Solved! Time 0:03, no help used. New best for Sudoku 9×9, Easy (3 solved)." */
  #finishText(record) {
    const used = this.#helpUsed();
    if (!record) {
      return `Solution revealed: not counted in Statistics. Time ${formatTime(this.elapsedMs())}, help used: ${used.join(', ')}.`;
    }
    const { info, level } = this.state;
    const what = `${info.variant === 'binary' ? 'binary' : KIND_NAMES[info.variant] ?? 'Sudoku'} ${info.side}×${info.side}`
      + (level ? `, ${capitalized(level)}` : '');
    const solved = `${record.solved} solved`;
    const tally = record.newBest ? `New best for ${what} (${solved}).`
      : record.best !== null ? `Best for ${what}: ${formatTime(record.best)} (${solved}).` : `${what}: ${solved}.`;
    return `Solved! Time ${formatTime(this.elapsedMs())}, ${used.length ? `help used: ${used.join(', ')}` : 'no help used'}. ${tally}`;
  }

  /**
   * Saves the game on the board under its own game ID. When another tab has saved a newer version of it since,
   * nothing is written and that version is shown instead (a tab never writes over newer progress).
   */
  #persist({ adopt = true } = {}) {
    if (!this.#game || !this.state.info || this.state.learn) return; // learning positions are not saved
    const { info, snap, help, level, hardest, undecided } = this.state;
    const out = storage.writeGame({ id: info.id, kind: info.variant ?? info.kind, side: info.side, save: this.#game.save(),
                                    elapsedMs: Math.round(this.elapsedMs()), help, level, hardest, undecided, daily: this.#daily,
                                    counted: this.#counted, ...gameMeta(info, snap) }, this.#rev);
    if (out.ok) this.#rev = out.rev;
    else if (out.newer && adopt) this.#adopt(out.newer, 'This game was changed in another tab: that newer version is shown.');
  }

  /** Runs an engine move; an engine error becomes a message, not an exception. */
  #move(fn, opts) {
    if (!this.#canPlay()) return;
    try {
      fn(this.#game);
    } catch (e) {
      this.#set({ message: { text: e.message, tone: 'error' } });
      return;
    }
    this.state.message = null;
    this.state.replaced = null; // a move in the new game: the note about the previous one has served
    this.#afterMove(opts);
    this.#persist();
    this.#emit();
  }

  select(cell) {
    if (!this.state.info) return;
    this.#set({ selected: cell }, 'selection');
  }

  moveSelection(dr, dc) {
    const info = this.state.info;
    if (!info) return;
    const n = info.side;
    let cur = this.state.selected;
    if (cur < 0) cur = 0;
    else {
      const r = (Math.floor(cur / n) + dr + n) % n, c = ((cur % n) + dc + n) % n;
      cur = r * n + c;
    }
    this.select(cur);
  }

  #isGiven(cell) { return this.state.info.givens[cell] === 1; }

  /** A keypad symbol: entered in the selected cell, or with digit-first input chosen (again: let go). */
  key(sym, { shift = false } = {}) {
    if (this.state.settings.digitFirst && isSudoku(this.state.info?.kind)) {
      if (!this.#canPlay() || this.state.snap.solved) return;
      this.#set({ activeSymbol: this.state.activeSymbol === sym ? 0 : sym });
      return;
    }
    this.input(sym, { shift });
  }

  /** A tap on a Sudoku cell selects it; with a digit chosen first, it also enters that digit there. */
  tapCell(cell, { shift = false } = {}) {
    this.select(cell);
    const sym = this.state.activeSymbol;
    // Same as typing it: a second tap on the digit takes it out again; a given is only selected.
    if (sym && this.state.settings.digitFirst && this.state.info && !this.#isGiven(cell)) this.input(sym, { shift });
  }

  /** Puts symbol `sym` in the selected cell, or toggles it as a note when `notes` (Notes mode xor Shift). */
  input(sym, { shift = false } = {}) {
    const cell = this.state.selected;
    if (!this.#canPlay() || cell < 0 || this.state.snap.solved) return;
    if (this.#isGiven(cell)) { this.#set({ message: { text: 'That cell is a given and cannot change.', tone: 'info' } }); return; }
    const notes = isSudoku(this.state.info.kind) && this.state.notesMode !== shift;
    if (notes) {
      if (this.state.snap.cells[cell] !== 0) return;
      this.#move((g) => g.toggleMark(cell, sym));
    } else if (this.state.snap.cells[cell] === sym) {
      this.#move((g) => g.clear(cell));
    } else {
      this.#move((g) => g.set(cell, sym));
    }
  }

  erase() {
    const cell = this.state.selected;
    if (!this.#canPlay() || cell < 0 || this.#isGiven(cell) || this.state.snap.solved) return;
    const { cells, marks } = this.state.snap;
    if (cells[cell] === 0 && marks[cell] === 0) return;
    this.#move((g) => {
      if (cells[cell] !== 0) g.clear(cell);
      else for (let s = 1; s <= this.state.info.symbolCount; s++) if (marks[cell] & (1 << s)) g.toggleMark(cell, s);
    });
  }

  /** Binary puzzles: a click cycles empty -> first symbol -> ... -> empty. */
  cycle(cell) {
    if (!this.#canPlay() || this.#isGiven(cell) || this.state.snap.solved) { this.select(cell); return; }
    this.state.selected = cell;
    const next = (this.state.snap.cells[cell] + 1) % (this.state.info.symbolCount + 1);
    this.#move((g) => (next === 0 ? g.clear(cell) : g.set(cell, next)));
  }

  toggleNotes() { if (!isBinaryKind(this.state.info?.kind)) this.#set({ notesMode: !this.state.notesMode }, 'controls'); }
  fillNotes() { if (!isBinaryKind(this.state.info?.kind)) this.#move((g) => g.fillMarks()); }
  undo() { if (this.state.snap?.canUndo) this.#move((g) => g.undo()); }
  redo() { if (this.state.snap?.canRedo) this.#move((g) => g.redo()); }
  restart() { this.#move((g) => g.restart()); }

  check() {
    if (!this.#canPlay()) return;
    if (this.state.learn?.mode === 'practice') { this.#checkPractice(); return; }
    const wrong = new Set(this.#game.wrongEntries());
    this.state.help = { ...this.state.help, checks: this.state.help.checks + 1 };
    const text = wrong.size === 0 ? 'No mistakes so far.'
      : `${wrong.size} wrong ${wrong.size === 1 ? 'entry is' : 'entries are'} marked.`;
    this.#persist();
    this.#set({ wrong, message: { text, tone: wrong.size ? 'error' : 'info' } });
  }

  /** Reveal one cell, or (`all`) the whole solution: that first asks (answerRevealAll gives the answer). */
  reveal(all, { confirmed = false } = {}) {
    if (!this.#canPlay() || this.state.snap.solved) return;
    if (all && !confirmed) { this.#set({ revealAsk: true }); return; }
    if (all) this.state.help = { ...this.state.help, revealedAll: true };
    const cell = this.state.selected;
    if (!all && (cell < 0 || this.#isGiven(cell))) {
      this.#set({ message: { text: 'Select an empty or wrong cell to reveal.', tone: 'info' } });
      return;
    }
    this.state.help = { ...this.state.help, reveals: this.state.help.reveals + 1 };
    this.#move((g) => g.reveal(all ? -1 : cell));
  }

  /**
   * Hint tiers: 1) technique(s) and where to look (a mistake: only that there is one), 2) the whole reasoning,
   * 3) carry it out: place the digit, apply the step to the notes (filling in blank cells it involves first), or
   * erase the wrong entry. Every third press changes the board, so pressing Hint again and again solves the
   * puzzle. The hint is found in a worker of its own (the page's wasm has no teaching engine; the search behind a
   * hint takes seconds at 25×25), so the page stays responsive; meanwhile the hint panel says so (tier 0).
   */
  hint() {
    if (!this.#canPlay() || this.state.snap.solved) return;
    const cur = this.state.hint;
    if (cur && cur.tier === 0) return;
    if (cur && cur.tier === 2) {
      const step = cur.step;
      this.#move((g) => g.applyStep(step));
      return;
    }
    if (cur && cur.tier === 1) { this.#set({ hint: { ...cur, tier: 2 } }); return; }
    this.#hintInWorker();
  }

  #showHint(step, remote) {
    this.state.help = { ...this.state.help, hints: this.state.help.hints + 1 };
    this.#persist();
    this.#set({ hint: { tier: 1, step, remote, unitCells: this.#unitCells(step.unitCodes) }, message: null });
  }

  async #hintInWorker() {
    const pending = { tier: 0, step: null, unitCells: new Set() };
    this.#set({ hint: pending, message: null });
    let step;
    try { step = await this.#hintWorker.hint(this.#game.save()); } catch (e) {
      if (e instanceof CancelledError || this.state.hint !== pending) return;
      this.#set({ hint: null, message: { text: `No hint: ${e.message}`, tone: 'error' } });
      return;
    }
    // a move, another game or a new hint since the question: the answer is for a position no longer on the board
    if (this.state.hint !== pending || !this.#canPlay()) return;
    this.#showHint(step, true);
  }

  /** The cells of a hint's units (`unitCodes`: [{kind, index}] from the engine), for the tier-1 highlight. */
  #unitCells(units) {
    const out = new Set();
    for (const u of units ?? []) for (const c of unitCells(this.state.info, u)) out.add(c);
    return out;
  }

  // ---------- replay of a solve ----------
  /**
   * Replay: the engine's logical solve path from the givens of the finished game (solved, or revealed), to step
   * through with replayGo. The path is worked out in a worker (a 25×25 path takes seconds); meanwhile the panel
   * says so. The player's own moves and mistakes are no part of it.
   */
  async openReplay() {
    const { info, snap } = this.state;
    if (!this.#game || !snap?.solved || this.state.replay) return;
    let r;
    try { r = new Replay(info.id, info.kind); } catch (e) {
      this.#set({ message: { text: `No replay: ${e.message}`, tone: 'error' } });
      return;
    }
    this.#replay = r;
    // meanwhile the grid shows the start
    const pending = { loading: true, side: info.side, view: { snap: r.snapshot(), hint: null } };
    this.#set({ replay: pending, hint: null, message: null, selected: -1 });
    let path;
    try { path = await this.#hintWorker.solvePath(info.id); } catch (e) {
      if (this.state.replay !== pending) return;
      this.#dropReplay();
      this.#set({ message: e instanceof CancelledError ? null : { text: `No replay: ${e.message}`, tone: 'error' } });
      return;
    }
    if (this.state.replay !== pending || this.#replay !== r) return; // closed, or another game
    r.setPath(path);
    this.#showReplay();
  }

  /** Previous step (-1) or next step (+1); `to` jumps to a position (0: the start). */
  replayGo(delta, to = null) {
    const r = this.#replay;
    if (!r || this.state.replay?.loading) return;
    const index = Math.max(0, Math.min(r.total + 1, to ?? r.index + delta));
    if (index === r.index) return;
    r.go(index);
    this.#showReplay();
  }

  /** Close replay: back to the finished grid. */
  closeReplay() {
    if (!this.state.replay) return;
    if (this.state.replay.loading) this.#hintWorker.cancel();
    this.#dropReplay();
    this.#emit();
  }

  #dropReplay() {
    this.#replay?.free();
    this.#replay = null;
    this.state.replay = null;
  }

  /** The replay's position as the page draws it: the grid there and its step as a tier-2 hint. */
  #showReplay() {
    const r = this.#replay;
    const step = r.step;
    const hint = step && {
      tier: 2, unitCells: this.#unitCells(step.unitCodes),
      step: { ...step, mistake: false, action: 'notes', steps: [step] },
    };
    this.#set({ replay: { index: r.index, total: r.total, step, level: r.level, hardest: r.hardest(),
                          view: { snap: r.snapshot(), hint } } });
  }

  // ---------- the first-visit tutorial ----------
  /** Offers the tutorial of the board's family unless it was finished, skipped or declined before (storage.js). */
  offerTutorial() {
    const kind = this.state.info?.kind;
    if (kind && LESSONS[kind] && !this.state.tutorial && !storage.tutorialSeen(kind)) this.#set({ tutorialOffer: kind });
  }
  declineTutorial() {
    if (this.state.tutorialOffer) storage.markTutorialSeen(this.state.tutorialOffer);
    this.#set({ tutorialOffer: '' });
  }
  /** Opens the tutorial dialog (from the offer, or again at any time from How to play). */
  startTutorial(kind = this.state.tutorialOffer || (isSudoku(this.state.info?.kind) ? 'sudoku' : this.state.info?.kind) || 'sudoku') {
    this.#tutorial?.free();
    // Tango has no lesson of its own yet: the binary one teaches its symbols, balance and triples
    this.#tutorial = new Tutorial(LESSONS[kind] ? kind : (isBinaryKind(kind) ? 'binary' : 'sudoku'));
    this.#set({ tutorialOffer: '', tutorial: this.#tutorial.view() });
  }
  /** A move in the tutorial: `select` (a cell), `input` (a symbol character), `erase`, `cycle` (a cell). */
  tutorialAct(action, arg) {
    const t = this.#tutorial;
    if (!t || !['select', 'input', 'erase', 'cycle'].includes(action)) return;
    t[action](arg);
    this.#set({ tutorial: t.view() });
  }
  /** Next (Finish at the end); Skip and Finish close it for good. */
  tutorialNext() {
    const t = this.#tutorial;
    if (!t) return;
    if (t.finished) { this.closeTutorial(); return; }
    if (t.next()) this.#set({ tutorial: t.view() });
  }
  closeTutorial() {
    if (!this.#tutorial) return;
    storage.markTutorialSeen(this.#tutorial.kind);
    this.#tutorial.free();
    this.#tutorial = null;
    this.#set({ tutorial: null });
  }

  // ---------- options and settings ----------
  setOption(name, value) {
    const options = { ...this.state.options, [name]: value };
    if (name === 'kind' && !SIZES[value].includes(options.size)) options.size = SIZES[value].includes(9) ? 9 : { tango: 6 }[value] ?? 10;
    options.level = fitLevel(options);
    this.#set({ options }, 'controls');
  }

  /**
   * The Puzzle choice changed: the current game is saved, and the saved game of the other kind comes back (or a
   * new one is made when there is none), so a player can go back and forth without losing either.
   */
  async switchKind(kind) {
    if (!SIZES[kind]) return;
    if ((this.state.info?.variant ?? this.state.info?.kind) === kind && !this.state.busy) { this.setOption('kind', kind); return; }
    this.#persist();
    if (this.#worker.cancel()) this.state.busy = '';
    this.setOption('kind', kind);
    const name = kindLabel(kind);
    let note = null;
    try {
      if (this.restoreSaved(kind)) { this.say(`Your saved ${name} is back.`); this.offerTutorial(); return; }
    } catch (e) {
      note = { text: `Your saved ${name} could not be restored (${e.message}); here is a new one.`, tone: 'error' };
    }
    await this.newGame({ note });
    this.offerTutorial();
  }

  setSetting(name, value) {
    const settings = { ...this.state.settings, [name]: value };
    storage.saveSettings(settings);
    if (name === 'autoClean' && this.#game) this.#game.setAutoClean(value);
    this.state.settings = settings;
    if (name === 'digitFirst' && !value) this.state.activeSymbol = 0;
    if (name === 'autoCheck') {
      if (value) this.#autoCheck(); else this.state.wrong = new Set();
      this.#persist();
    }
    this.#set({ settings });
    if (name === 'showTimer') this.#emit('timer');
  }

  /** Reset statistics: the first press asks for a second one within a few seconds, which clears them. */
  resetStats() {
    clearTimeout(this.#disarm);
    if (!this.state.statsResetArmed) {
      this.#disarm = setTimeout(() => this.#set({ statsResetArmed: false }), 4000);
      this.#set({ statsResetArmed: true });
      return;
    }
    storage.clearStats();
    this.#set({ stats: storage.statsRows(), statsResetArmed: false });
  }

  /** Copies a link to the current puzzle. */
  async share() {
    if (!this.state.info) return;
    const url = this.#platform.link(this.state.info.id);
    const ok = await this.#platform.copy(url);
    this.say(ok ? 'Link copied to the clipboard.' : `Copy this link: ${url}`);
  }

  say(text, tone = 'info') { this.#set({ message: { text, tone } }); }

  // ---------- Learn: the technique library, examples and practice positions ----------
  // A learning position is a game on the board like any other, but it is not saved, not counted as solved, and
  // its link is `practice/<kind>/<technique id>/<seed>` (or `example/…`), which reopens the same position.

  /** Opens or closes the technique library (read from the worker's engine the first time). */
  async openLibrary(open) {
    if (!this.state.library) {
      try { this.state.library = await this.#hintWorker.library(); } catch (e) {
        if (!(e instanceof CancelledError)) this.say(`The technique library could not be loaded: ${e.message}`, 'error');
        return;
      }
    }
    this.#set({ libraryOpen: open, practice: storage.loadPractice() });
  }

  /** The link of the learning position on the board ('' when none). */
  get learnLink() { return this.state.learn ? learnLink(this.state.learn) : ''; }

  /**
   * Shows an example of technique `id` of `kind` (mode `example`) or a practice position (mode `practice`): the
   * worker searches puzzles from `seed` for a position where the technique is the easiest next step, within
   * LEARN_MAX_PUZZLES and LEARN_BUDGET_MS. A technique too rare to find says so and the board stays; Cancel
   * stops the search. Resolves true when a position is on the board.
   */
  async learn({ mode, kind, id, seed = null }) {
    if (!this.state.library) await this.openLibrary(false);
    const entry = this.state.library?.[kind]?.find((t) => t.id === id);
    if (!entry) { this.say(`There is no ${KIND_NAMES[kind] ?? kind} technique '${id}'.`, 'error'); return false; }
    // a rare technique starts from a seed known to give it at once, the others from a random one
    const from = seed ?? (entry.seeds.length ? entry.seeds[this.#nextSeed() % entry.seeds.length] : this.#nextSeed());
    this.#set({ libraryOpen: false, busy: `Finding ${mode === 'practice' ? 'a position to practise' : 'an example of'} ${entry.name}…`, message: null });
    let p;
    try {
      p = await this.#worker.practice({ kind, id, seed: from, maxPuzzles: LEARN_MAX_PUZZLES, budgetMs: LEARN_BUDGET_MS });
    } catch (e) {
      if (e instanceof CancelledError) return false;
      this.#set({ busy: '', message: { text: `No position found: ${e.message}`, tone: 'error' } });
      return false;
    }
    this.state.busy = '';
    const learn = { mode, kind, id, name: entry.name, level: entry.level, description: entry.description,
                    seed: p.seed, start: p.save, verdict: null, counted: false, notFound: '', ms: p.ms, tried: p.tried };
    if (!p.found) {
      // the board keeps its game; the panel says so and offers the next seeds or another technique
      this.#set({ learnMissing: { ...learn, notFound: `${p.message}. Try again, or choose another technique in Learn.` } });
      return false;
    }
    let game;
    try { game = EngineGame.fromSave(p.save); } catch (e) { this.say(`No position: ${e.message}`, 'error'); return false; }
    const what = mode === 'practice'
      ? (kind === 'sudoku' ? 'turn off the notes it rules out (Notes on) or enter the digit it places' : 'enter the digits it places')
      : 'press Show the step to see it';
    this.#install(game, { learn, message: { text: `${entry.name} is the easiest step here: ${what}.`, tone: 'info' } });
    if (kind === 'sudoku' && mode === 'practice') this.#set({ notesMode: true });
    return true;
  }

  /** "Another example" / "Next position": the next seed of the same technique. */
  learnNext() {
    const l = this.state.learnMissing ?? this.state.learn; // not found: its seed is the next one to try
    if (!l) return Promise.resolve(false);
    // a rare technique goes round its known seeds; the others (and a search that found none) go on from the seed
    const known = this.state.library?.[l.kind]?.find((t) => t.id === l.id)?.seeds ?? [];
    const k = known.indexOf(l.seed);
    const seed = l === this.state.learn && k >= 0 && known.length > 1 ? known[(k + 1) % known.length]
      : (l.seed + (l === this.state.learn ? 1 : 0)) >>> 0;
    return this.learn({ mode: l.mode, kind: l.kind, id: l.id, seed });
  }

  /** From an example to practising the same technique (a fresh position). */
  practiseThis() {
    const l = this.state.learn;
    if (l) return this.learn({ mode: 'practice', kind: l.kind, id: l.id });
    return Promise.resolve(false);
  }

  /** Shows the step, drawn as a hint's reasoning (tier 2). In practice it ends the attempt unless checked. */
  async showStep() {
    const l = this.state.learn;
    if (!l || !this.#game) return;
    let hint;
    try { hint = await this.#hintWorker.step(l.start); } catch (e) {
      if (!(e instanceof CancelledError)) this.say(`No step: ${e.message}`, 'error');
      return;
    }
    if (this.state.learn?.start !== l.start) return; // another position since
    if (l.mode === 'practice' && !this.state.learn.counted) this.#countPractice(false);
    this.#set({ hint: { tier: 2, step: hint, remote: false, unitCells: this.#unitCells(hint.unitCodes) }, message: null });
  }

  /** Practice: the player's marks checked against the step (the tools' Check does this in practice). */
  async #checkPractice() {
    const l = this.state.learn, save = this.#game.save();
    let v;
    try { v = await this.#hintWorker.practiceCheck(l.start, save); } catch (e) {
      if (!(e instanceof CancelledError)) this.say(e.message, 'error');
      return;
    }
    if (this.state.learn?.start !== l.start || this.#game?.save() !== save) return; // a move or another position since
    if (v.outcome !== 'nothing' && !this.state.learn.counted) this.#countPractice(v.outcome === 'right');
    this.#set({ learn: { ...this.state.learn, verdict: v }, wrong: new Set(v.wrong), message: null });
  }

  /** One attempt at the technique on the board, counted once per position. */
  #countPractice(right) {
    const l = this.state.learn;
    this.state.learn = { ...l, counted: true };
    this.state.practice = storage.recordPractice(l.kind, l.id, right);
  }
}

/** Work bounds of a search for a learning position: puzzles tried, and the time it may take in the worker. */
export const LEARN_MAX_PUZZLES = 2000;
export const LEARN_BUDGET_MS = 2000;

/** `practice/sudoku/x-wing/17` or `example/…`: the link of a learning position. */
export function learnLink(l) { return `${l.mode}/${l.kind}/${l.id}/${l.seed}`; }

/** The parts of a learning link ({mode, kind, id, seed}), or null when `text` is not one. */
export function parseLearnLink(text) {
  const m = /^(practice|example)\/(sudoku|binary|tango)\/([a-z0-9+-]{1,40})\/(\d{1,10})$/.exec(text);
  return m ? { mode: m[1], kind: m[2], id: m[3], seed: Number(m[4]) >>> 0 } : null;
}
