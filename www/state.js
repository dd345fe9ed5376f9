// The game on the board and the actions that change it: the state every renderer reads, loading a game and
// saving it, moves, undo, Check, Reveal, the clock, the finish and its statistics, options and settings.
// Game moves go through engine.js; slow work through the worker. The actions of the other ideas live in their
// own modules, which this store composes and delegates to: state-newgame.js (New game, Today's, the Puzzle
// choice, Import, links), state-saves.js (the Continue list, Back to the previous game, old saves),
// state-hints.js (Hint, the replay of a solve), state-learn.js (the library, examples, practice, the
// tutorial). They reach the store's inside through `core` (see the constructor); none of them imports this file.
// Nothing here touches the DOM: subscribers (render.js) are told after every change.
import { EngineGame } from './engine.js';
import { CancelledError, EngineWorker } from './worker-client.js';
import * as storage from './storage.js';
import { KIND_NAMES, SIZES, capitalized, fitLevel, formatTime, isBinaryKind, isSudoku } from './kinds.js';
import { SavedGames, describeGame, emptyHelp, gameMeta, restoreFailed } from './state-saves.js';
import { NewGames } from './state-newgame.js';
import { Hints, ReplayView } from './state-hints.js';
import { Learning, TutorialFlow } from './state-learn.js';

export class Store {
  #game = null;
  #listeners = new Set();
  #seed;
  #worker;
  #hintWorker = new EngineWorker(); // the teaching engine on the game on the board: hints, the replay, Learn's steps
  #timerBase = 0;
  #timerStart = null;

  #platform;
  #disarm = 0;
  #rev = 0;          // the revision of this game's save that this tab last wrote or read (storage.writeGame)
  #daily = '';       // the date ('YYYY-MM-DD') when the game on the board is that day's Today's Sudoku
  #counted = false;  // this game was counted in the statistics already
  // the other ideas' actions (see the header)
  #newGames;
  #saves;
  #hints;
  #replayView;
  #learning;
  #tutorial;

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
    /**
     * The store's inside, for its own modules only: the game on the board (`game()`), state changes that tell
     * the subscribers (`set`, `emit`), loading a game (`install`, `resume`: see those), saving it (`persist`),
     * a move (`move`, when `canPlay()`), the next seed, and the two workers (`worker`: new games, the level,
     * imports, Learn's search; `hintWorker`: hints, the replay, Learn's steps).
     */
    const core = {
      game: () => this.#game,
      set: (patch, what) => this.#set(patch, what),
      emit: (what) => this.#emit(what),
      install: (game, opts) => this.#install(game, opts),
      resume: (id, opts) => this.#resume(id, opts),
      persist: (opts) => this.#persist(opts),
      canPlay: () => this.#canPlay(),
      move: (fn, opts) => this.#move(fn, opts),
      nextSeed: () => this.#nextSeed(),
      worker: this.#worker,
      hintWorker: this.#hintWorker,
    };
    this.#newGames = new NewGames(this, core);
    this.#saves = new SavedGames(this, core);
    this.#hints = new Hints(this, core);
    this.#replayView = new ReplayView(this, core);
    this.#learning = new Learning(this, core);
    this.#tutorial = new TutorialFlow(this, core);
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
    this.#replayView.drop();
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
    this.#install(game, { message: restoreFailed(r) });
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

  // ---------- saved games: one per game ID, another tab's moves ----------
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
    if (this.state.gamesOpen) this.#set({ games: this.#saves.list() });
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

  /** The answer to "Reveal the whole solution?". */
  answerRevealAll(yes) {
    this.#set({ revealAsk: false });
    if (yes) this.reveal(true, { confirmed: true });
  }

  #nextSeed() {
    if (this.#seed !== null) { const s = this.#seed; this.#seed = (this.#seed + 1) >>> 0; return s; }
    return crypto.getRandomValues(new Uint32Array(1))[0];
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
    if (this.state.learn?.mode === 'practice') { this.#learning.checkPractice(); return; }
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

  // ---------- options and settings ----------
  setOption(name, value) {
    const options = { ...this.state.options, [name]: value };
    if (name === 'kind' && !SIZES[value].includes(options.size)) options.size = SIZES[value].includes(9) ? 9 : { tango: 6 }[value] ?? 10;
    options.level = fitLevel(options);
    this.#set({ options }, 'controls');
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

  // ---------- the other ideas' actions (see the header) ----------
  newGame(opts) { return this.#newGames.newGame(opts); }
  cancel() { this.#newGames.cancel(); }
  switchKind(kind) { return this.#newGames.switchKind(kind); }
  openImport(open) { this.#newGames.openImport(open); }
  refuseLongImport(length) { this.#newGames.refuseLongImport(length); }
  importText(text) { return this.#newGames.importText(text); }
  playAnyway() { this.#newGames.playAnyway(); }
  openLink(id) { return this.#newGames.openLink(id); }

  migrateSaves() { return this.#saves.migrateSaves(); }
  openGames(open) { this.#saves.openGames(open); }
  continueGame(id) { this.#saves.continueGame(id); }
  removeSaved(id) { this.#saves.removeSaved(id); }
  returnToPrevious() { this.#saves.returnToPrevious(); }
  dismissReplaced() { this.#saves.dismissReplaced(); }

  hint() { this.#hints.hint(); }
  openReplay() { return this.#replayView.open(); }
  replayGo(delta, to = null) { this.#replayView.go(delta, to); }
  closeReplay() { this.#replayView.close(); }

  openLibrary(open) { return this.#learning.openLibrary(open); }
  get learnLink() { return this.#learning.link; }
  learn(what) { return this.#learning.learn(what); }
  learnNext() { return this.#learning.learnNext(); }
  practiseThis() { return this.#learning.practiseThis(); }
  showStep() { return this.#learning.showStep(); }

  offerTutorial() { this.#tutorial.offer(); }
  declineTutorial() { this.#tutorial.decline(); }
  startTutorial(kind) { this.#tutorial.start(kind); }
  tutorialAct(action, arg) { this.#tutorial.act(action, arg); }
  tutorialNext() { this.#tutorial.next(); }
  closeTutorial() { this.#tutorial.close(); }
}
