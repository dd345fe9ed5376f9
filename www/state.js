// The game state and the actions that change it. Game moves go through engine.js; slow work through the worker.
// Nothing here touches the DOM: subscribers (render.js) are told after every change.
import { EngineGame } from './engine.js';
import { CancelledError, EngineWorker } from './worker-client.js';
import * as storage from './storage.js';
import { MEASURED } from './levels.js';

const UNIT_RE = /^(row|column|block) (\d+)$/;

export const SIZES = { sudoku: [4, 6, 9, 12, 16, 25], binary: [4, 6, 8, 10, 12, 14, 16, 18, 20] };
export const LEVELS = ['easy', 'medium', 'hard', 'expert', 'master'];
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

/** Longest pasted text that is sent to the engine at all. */
export const MAX_IMPORT_CHARS = 10_000;

/** Today's Sudoku: one 9×9 Sudoku per local date for everyone (the date is the seed), harder through the week. */
const DAILY_LEVELS = ['master', 'easy', 'medium', 'hard', 'hard', 'expert', 'expert']; // Sunday first
export function dailySpec(date) {
  const seed = date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
  const title = `Today's Sudoku, ${date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' })}`;
  return { kind: 'sudoku', size: 9, level: DAILY_LEVELS[date.getDay()], symmetry: 'rot180', seed, title };
}

function emptyHelp() { return { hints: 0, checks: 0, reveals: 0, autoCheck: false }; }

/** "easy" -> "Easy". */
export const capitalized = (s) => s.charAt(0).toUpperCase() + s.slice(1);

export function formatTime(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  const pad = (n) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(sec)}` : `${m}:${pad(sec)}`;
}

export class Store {
  #game = null;
  #listeners = new Set();
  #seed;
  #worker;
  #hintWorker = null;
  #timerBase = 0;
  #timerStart = null;

  #platform;
  #disarm = 0;

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
      options: { kind: 'sudoku', size: 9, level: 'easy', symmetry: '' },
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
    };
  }

  subscribe(fn) { this.#listeners.add(fn); return () => this.#listeners.delete(fn); }
  #emit(what = 'all') { for (const fn of this.#listeners) fn(this.state, what); }
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
  #install(game, { level = '', hardest = '', elapsedMs = 0, help = emptyHelp(), message = null } = {}) {
    this.#game?.free();
    this.#game = game;
    game.setAutoClean(this.state.settings.autoClean);
    const info = game.info();
    this.#timerBase = elapsedMs;
    this.#timerStart = null;
    const options = { ...this.state.options, kind: info.kind, size: info.side };
    options.level = fitLevel(options);
    if (!level) hardest = '';
    const grading = !level || !hardest;
    this.#set({ info, snap: game.snapshot(), level, hardest, grading, gradeError: '', selected: -1, hint: null, paused: false, activeSymbol: 0,
                wrong: new Set(), help,
                options, message, finishText: '', notesMode: info.kind === 'sudoku' && this.state.notesMode });
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

  /** Loads a game ID (e.g. from the URL). Throws Error with the engine's message; the current game stays. */
  loadId(id, { restore = true } = {}) {
    const game = EngineGame.fromId(id);
    if (restore) {
      // Same puzzle as the saved one: continue it instead of starting over.
      try {
        const rec = storage.loadGameRecord(game.info().kind);
        if (rec) {
          const saved = EngineGame.fromSave(rec.save);
          if (saved.id === game.id) { game.free(); this.#install(saved, rec); return; }
          saved.free();
        }
      } catch { /* an unreadable save does not stop the link from loading */ }
    }
    this.#install(game);
    this.#persist();
  }

  /** Restores the saved game of `kind`. Returns false when there is none; throws when it is damaged. */
  restoreSaved(kind) {
    let rec;
    try {
      rec = storage.loadGameRecord(kind);
      if (!rec) return false;
      this.#install(EngineGame.fromSave(rec.save), rec);
      return true;
    } catch (e) {
      storage.clearGameRecord(kind);
      throw e;
    }
  }

  #nextSeed() {
    if (this.#seed !== null) { const s = this.#seed; this.#seed = (this.#seed + 1) >>> 0; return s; }
    return crypto.getRandomValues(new Uint32Array(1))[0];
  }

  /** Generates a puzzle with the current options (or today's, with `daily`) in the worker, then starts it. */
  async newGame({ note = null, daily = false } = {}) {
    const today = daily ? dailySpec(new Date()) : null;
    const { kind, size, level, symmetry } = today ?? this.state.options;
    const what = `Generating a ${size}×${size} ${kind === 'sudoku' ? 'Sudoku' : 'binary puzzle'}…`;
    this.#set({ busy: what, message: note });
    try {
      // Today's Sudoku has a long safety net: the work limits alone decide it, so everyone gets the same one.
      const g = await this.#worker.generate({ kind, size, level, symmetry: kind === 'sudoku' ? symmetry : '',
                                              seed: today?.seed ?? this.#nextSeed(), budgetMs: today ? 30_000 : 3000 });
      const message = note ?? (today ? { text: `${today.title}: ${capitalized(g.level)}.`, tone: 'info' }
        : g.level !== level ? { text: missedLevel(level, g.level), tone: 'info' } : null);
      if (today && g.gameId === this.state.info?.id) {
        // Already on today's puzzle: keep the player's progress.
        this.#set({ busy: '', message });
        return;
      }
      this.#install(EngineGame.fromId(g.gameId), { level: g.level, hardest: g.hardest, message });
      this.state.busy = '';
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
  openImport(open) { this.#set({ importOpen: open, importVerdict: null }); }

  /** Refuses a text of `length` characters without looking at it. */
  refuseLongImport(length) {
    const n = length.toLocaleString('en');
    this.#set({ importVerdict: { text: `Not loaded: that text has ${n} characters, far more than any puzzle (a 25×25 game ID has about 640). Your current game is unchanged.`, tone: 'error' } });
  }

  async importText(text) {
    if (text.length > MAX_IMPORT_CHARS) { this.refuseLongImport(text.length); return; }
    text = text.trim();
    if (!text) { this.#set({ importVerdict: { text: 'Paste a game ID or a puzzle line first.', tone: 'error' } }); return; }
    this.#set({ importVerdict: { text: 'Checking…', tone: 'info' } });
    let v;
    try {
      v = await this.#worker.verdict(text, this.state.options.kind);
    } catch (e) {
      if (e instanceof CancelledError) return;
      this.#set({ importVerdict: { text: `Not loaded: ${e.message}`, tone: 'error' } });
      return;
    }
    if (v.solutions !== 1) {
      let why = v.solutions === 0 ? 'it has no solution' : 'it has more than one solution';
      if (v.violations.length) why += ` (${v.violations.join('; ')})`;
      this.#set({ importVerdict: { text: `Not loaded: ${why}. Your current game is unchanged.`, tone: 'error' } });
      return;
    }
    this.#install(EngineGame.fromId(v.gameId), {
      level: v.level,
      hardest: v.hardest,
      message: { text: `Imported ${v.kind === 'sudoku' ? 'Sudoku' : 'binary puzzle'}${v.level ? `, level ${v.level}` : ''}.`, tone: 'info' },
    });
    this.#persist();
    this.#set({ importOpen: false, importVerdict: null });
  }

  // ---------- playing ----------
  #canPlay() { return this.#game && this.state.snap && !this.state.busy && !this.state.paused; }

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
    if (this.state.snap.solved && !wasSolved) {
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

  /** Counts the solved game in the statistics (a best time only without help). */
  #recordSolve() {
    const { info, level } = this.state;
    return storage.recordSolve({ id: info.id, kind: info.kind, size: info.side, level,
                                 ms: Math.round(this.elapsedMs()), clean: this.#helpUsed().length === 0 });
  }

  /** "Solved! Time 0:03, no help used. New best for Sudoku 9×9, Easy (3 solved)." */
  #finishText(record) {
    const used = this.#helpUsed();
    const { info, level } = this.state;
    const what = `${info.kind === 'sudoku' ? 'Sudoku' : 'binary'} ${info.side}×${info.side}`
      + (level ? `, ${capitalized(level)}` : '');
    const solved = `${record.solved} solved`;
    const tally = record.newBest ? `New best for ${what} (${solved}).`
      : record.best !== null ? `Best for ${what}: ${formatTime(record.best)} (${solved}).` : `${what}: ${solved}.`;
    return `Solved! Time ${formatTime(this.elapsedMs())}, ${used.length ? `help used: ${used.join(', ')}` : 'no help used'}. ${tally}`;
  }

  #persist() {
    if (!this.#game || !this.state.info) return;
    storage.saveGameRecord(this.state.info.kind, { save: this.#game.save(), elapsedMs: Math.round(this.elapsedMs()),
                                                   help: this.state.help, level: this.state.level,
                                                   hardest: this.state.hardest });
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
    if (this.state.settings.digitFirst && this.state.info?.kind === 'sudoku') {
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
    const notes = this.state.info.kind === 'sudoku' && this.state.notesMode !== shift;
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

  toggleNotes() { if (this.state.info?.kind !== 'binary') this.#set({ notesMode: !this.state.notesMode }, 'controls'); }
  fillNotes() { if (this.state.info?.kind !== 'binary') this.#move((g) => g.fillMarks()); }
  undo() { if (this.state.snap?.canUndo) this.#move((g) => g.undo()); }
  redo() { if (this.state.snap?.canRedo) this.#move((g) => g.redo()); }
  restart() { this.#move((g) => g.restart()); }

  check() {
    if (!this.#canPlay()) return;
    const wrong = new Set(this.#game.wrongEntries());
    this.state.help = { ...this.state.help, checks: this.state.help.checks + 1 };
    const text = wrong.size === 0 ? 'No mistakes so far.'
      : `${wrong.size} wrong ${wrong.size === 1 ? 'entry is' : 'entries are'} marked.`;
    this.#persist();
    this.#set({ wrong, message: { text, tone: wrong.size ? 'error' : 'info' } });
  }

  reveal(all) {
    if (!this.#canPlay() || this.state.snap.solved) return;
    const cell = this.state.selected;
    if (!all && (cell < 0 || this.#isGiven(cell))) {
      this.#set({ message: { text: 'Select an empty or wrong cell to reveal.', tone: 'info' } });
      return;
    }
    this.state.help = { ...this.state.help, reveals: this.state.help.reveals + 1 };
    this.#move((g) => g.reveal(all ? -1 : cell));
  }

  /**
   * Hint tiers: 1) technique and where to look, 2) evidence and explanation, 3) carry out the step. On big
   * Sudoku grids the step is found in a worker of its own (the search behind it takes seconds at 25×25), so the
   * page stays responsive; meanwhile the hint panel says so (tier 0).
   */
  hint() {
    if (!this.#canPlay() || this.state.snap.solved) return;
    const cur = this.state.hint;
    if (cur && cur.tier === 0) return;
    if (cur && cur.tier === 2) {
      const step = cur.step;
      this.#move((g) => (cur.remote ? g.applyStep(step) : g.applyHint()));
      return;
    }
    if (cur && cur.tier === 1) { this.#set({ hint: { ...cur, tier: 2 } }); return; }
    if (this.state.info.kind === 'sudoku' && this.state.info.side >= 16) { this.#hintInWorker(); return; }
    let step;
    try { step = this.#game.hint(); } catch (e) {
      this.#set({ message: { text: `No hint: ${e.message}`, tone: 'error' } });
      return;
    }
    this.#showHint(step, false);
  }

  #showHint(step, remote) {
    this.state.help = { ...this.state.help, hints: this.state.help.hints + 1 };
    this.#persist();
    this.#set({ hint: { tier: 1, step, remote, unitCells: this.#unitCells(step.units) }, message: null });
  }

  async #hintInWorker() {
    const pending = { tier: 0, step: null, unitCells: new Set() };
    this.#set({ hint: pending, message: null });
    this.#hintWorker ??= new EngineWorker();
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

  /** Cells of units named like `row 3`, `column 5`, `block 2` (1-based, blocks row-major). */
  #unitCells(units) {
    const { side: n, blockH, blockW } = this.state.info;
    const out = new Set();
    for (const u of units) {
      const m = UNIT_RE.exec(u);
      if (!m) continue;
      const k = Number(m[2]) - 1;
      for (let i = 0; i < n; i++) {
        if (m[1] === 'row') out.add(k * n + i);
        else if (m[1] === 'column') out.add(i * n + k);
        else if (blockH && blockW) {
          const perRow = n / blockW;
          const r0 = Math.floor(k / perRow) * blockH, c0 = (k % perRow) * blockW;
          out.add((r0 + Math.floor(i / blockW)) * n + c0 + (i % blockW));
        }
      }
    }
    return out;
  }

  // ---------- options and settings ----------
  setOption(name, value) {
    const options = { ...this.state.options, [name]: value };
    if (name === 'kind' && !SIZES[value].includes(options.size)) options.size = value === 'sudoku' ? 9 : 10;
    options.level = fitLevel(options);
    this.#set({ options }, 'controls');
  }

  /**
   * The Puzzle choice changed: the current game is saved, and the saved game of the other kind comes back (or a
   * new one is made when there is none), so a player can go back and forth without losing either.
   */
  async switchKind(kind) {
    if (!SIZES[kind]) return;
    if (this.state.info?.kind === kind && !this.state.busy) { this.setOption('kind', kind); return; }
    this.#persist();
    if (this.#worker.cancel()) this.state.busy = '';
    this.setOption('kind', kind);
    const name = kind === 'sudoku' ? 'Sudoku' : 'binary puzzle';
    let note = null;
    try {
      if (this.restoreSaved(kind)) { this.say(`Your saved ${name} is back.`); return; }
    } catch (e) {
      note = { text: `Your saved ${name} could not be restored (${e.message}); here is a new one.`, tone: 'error' };
    }
    await this.newGame({ note });
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
}
