// The game on the board: the one game the page plays (engine.js), what the renderers show of it (cells and notes,
// the selection, the entries marked wrong, the help used, the finish), the moves that change it (enter, erase,
// notes, undo, Check, Reveal, pause), its level (worked out in the worker meanwhile), and its own save (one per
// game ID, storage.js), kept in step with other tabs. Other slices put a game here (`install`, `resume`,
// `loadId`) and learn of its changes through `watch`; this file knows none of them. After a fault in the engine
// the game comes back as it was before the move that failed (the fresh engine instance loads its last save).
import { EngineGame, engineUp, watchRestarts } from './engine.js';
import { EngineFault } from './faults.js';
import { CancelledError } from './worker-client.js';
import * as storage from './storage.js';
import { ASSISTS, COLOURS, isBinaryKind, isSudoku, statsKind } from './kinds.js';
import { t } from './i18n.js';
import { describeGame, emptyHelp, gameMeta, restoreFailed } from './state-saves.js';
import { finishText, helpUsed } from './state-stats.js';
import { resultText } from './share.js';
import { REPLAY_PREFIX, replayLinkData } from './share-replay.js';
import { Owned } from './state-slice.js';
import { describeMove, readUnit } from './announce.js';

export class Board {
  #own;
  #game = null;
  #rev = 0;           // the revision of this game's save that this tab last wrote or read (storage.writeGame)
  #daily = '';        // the date ('YYYY-MM-DD') when the game on the board is that day's Today's Sudoku
  #counted = false;   // this game was counted in the statistics already
  #transient = false; // a learning position: not saved, never counted as solved
  #lastSave = '';     // the game's save after its last move: what it comes back to after a fault
  #held = false;      // the clock waits while the tutorial is open (holdClock)
  #watchers = new Set();
  #changed;
  #worker; #clock; #settings; #choices; #stats; #message; #platform; #blocked;

  /**
   * worker: grades the game in the background; clock, settings, choices, stats, message: those slices;
   * platform: {copy(text) -> Promise<bool>, link(fragment) -> string} (a game ID, or a replay link's data) (clipboard and URL live outside the state);
   * blocked(): true while something else has the board (a new game being made, the replay).
   */
  constructor({ changed, worker, clock, settings, choices, stats, message, platform, blocked }) {
    this.#own = new Owned({
      info: null,            // static facts of the current puzzle (engine.js info())
      snap: null,            // cells, marks, conflicts, solved, canUndo, canRedo
      level: '',             // level of the current puzzle, when known
      hardest: '',           // the hardest technique the current puzzle needs, when known
      grading: false,        // the worker is working out the level
      gradingSince: 0,       // since when (performance.now()), for the progress shown
      gradeError: '',        // why the level could not be worked out
      rating: '',            // the puzzle's Sudoku Explainer rating ('7.2'), once worked out (plain 9×9 Sudoku only)
      undecided: -1,         // clues of the current puzzle not proven needed (-1: not known; 0: proven irreducible)
      selected: -1,          // the cell in focus: the last one chosen (keyboard, hints, Reveal, the cage help)
      selection: new Set(),  // every selected cell, the focus among them (drag, Ctrl-click, Shift+arrows add more)
      mode: '',              // what a symbol key puts in: '' the entry, 'notes', 'corner' (marks), 'colour' (Sudoku)
      activeSymbol: 0,       // digit-first input: the keypad symbol that a tap on a cell enters (0: none)
      wrong: new Set(),      // entries marked by Check
      missed: new Map(),     // a checked practice answer's effects not made: cell -> [symbols] (drawn on the grid)
      help: emptyHelp(),
      finishText: '',
      revealAsk: false,      // Reveal all waits for the player to confirm
      cageHelp: null,        // the selected cell's cage {cage, sum, size, sets} (the keypad's help)
      said: { text: '', n: 0 }, // what a screen reader hears of the last move or reading (announce.js); n counts them
      restarting: false,     // the page's engine is being replaced after a fault: moves wait for it (shown as busy)
    }, changed);
    this.#changed = changed;
    this.#worker = worker;
    this.#clock = clock;
    this.#settings = settings;
    this.#choices = choices;
    this.#stats = stats;
    this.#message = message;
    this.#platform = platform;
    this.#blocked = blocked;
    settings.watch((name, value) => this.#settingChanged(name, value));
    watchRestarts(() => this.#revive());
  }
  get state() { return this.#own.value; }

  /**
   * `fn(event, detail)` after each change of the game: 'install' (another game took the board; detail.left is
   * the game it replaced, {id, what} when that one has entries to come back to, null when not, undefined when
   * the note about the previous one stays), 'move' (a move on this game), 'pause' (paused or resumed).
   */
  watch(fn) { this.#watchers.add(fn); }
  #tell(event, detail = {}) { for (const fn of this.#watchers) fn(event, detail); }

  /** Changes fields; the cage help follows the selection and the cells. */
  #set(patch, what) {
    if ('selected' in patch || 'snap' in patch) patch = { ...patch, cageHelp: this.#cageHelp({ ...this.state, ...patch }) };
    this.#own.set(patch, what);
  }

  /** The selected cell's cage, its sum and size, and the digit sets it can still hold (from the engine, with the
   *  digits placed in it now), for the keypad's help; null otherwise. */
  #cageHelp({ info, selected }) {
    const key = info?.cages?.[selected] ?? -1;
    if (!this.#game || key < 0) return null;
    try {
      return { cage: key, sum: info.cageSums[key], size: info.cages.filter((x) => x === key).length,
               sets: this.#game.cageCombinations(selected) };
    } catch { return null; }
  }

  get gameId() { return this.state.info?.id ?? ''; }
  /** The save text of the game on the board (null when there is none). */
  save() { return this.#game?.save() ?? null; }

  // ---------- loading games ----------
  /**
   * Replaces the game on the board with `game` (an EngineGame). `transient`: a learning position (not saved,
   * never counted); `followChoices: false` keeps the Next game choices as they are; `mode` overrides the input mode
   * Notes switch (else it stays on for Sudoku).
   */
  install(game, { level = '', hardest = '', elapsedMs = 0, help = emptyHelp(), message = null, rev = 0, daily = '',
                  counted = false, transient = false, undecided = -1, followChoices = true, mode = null } = {}) {
    // the new game's facts first: should the engine fail on them, the board stays as it was
    game.setAutoClean(this.#settings.state.settings.autoClean);
    const info = game.info(), snap = game.snapshot(), save = game.save();
    const left = this.#leave(game.id);
    this.#rev = rev;
    this.#daily = daily;
    this.#counted = counted;
    this.#transient = transient;
    this.#lastSave = save;
    this.#game?.free();
    this.#game = game;
    this.#clock.reset(elapsedMs);
    if (followChoices) this.#choices.follow(info);
    if (!level) hardest = '';
    const grading = !level || !hardest;
    this.#message.show(message);
    this.#set({ info, snap, level, hardest, grading, gradingSince: performance.now(), gradeError: '', rating: '', undecided, selected: -1, selection: new Set(), activeSymbol: 0,
                wrong: new Set(), missed: new Map(), help: { ...emptyHelp(), ...help }, revealAsk: false, finishText: '',
                mode: mode ?? (isSudoku(info.kind) ? this.state.mode : '') });
    this.#tell('install', { left });
    this.#afterMove();
    if (grading) this.#gradeInBackground(info.id);
    else if (!transient) this.#rateInBackground(info.id);
  }

  /** The Sudoku Explainer rating beside a level already known (grading brings it with the level): the engine says
   *  '' for a puzzle it does not rate; a failure leaves it out (the level and the game are untouched). */
  async #rateInBackground(id) {
    try {
      const rating = await this.#worker.rating(id);
      if (this.state.info?.id === id) this.#set({ rating });
    } catch { /* no rating shown */ }
  }

  async #gradeInBackground(id) {
    try {
      const g = await this.#worker.grade(id);
      if (this.state.info?.id === id && this.state.grading) { this.#set({ level: g.level, hardest: g.hardest, rating: g.rating, grading: false }); this.persist(); }
    } catch (e) {
      // ungradable (say, more than one solution), stopped, or cancelled by another job: the level stays unknown
      if (this.state.info?.id !== id || !this.state.grading) return;
      if (e instanceof EngineFault && !e.tooLarge) {
        this.#message.say(t('board-grade-fault', { fault: e.message }), 'error', e.details);
      }
      const why = e instanceof CancelledError ? '' : e instanceof EngineFault ? (e.tooLarge ? t('board-grade-too-large') : t('board-grade-failed'))
        : e.message.replace(/\.$/, '');
      this.#set({ grading: false, gradeError: why });
    }
  }

  /** Stop (beside "level being worked out"): the level stays unknown. */
  stopGrading() {
    if (!this.state.grading) return;
    this.#worker.cancel({ byPlayer: true, op: 'grade' });
    this.#set({ grading: false, gradeError: t('board-grade-stopped') });
  }

  /**
   * Loads a game ID (e.g. from the URL): its own save when it has one (it goes on where it was left), else the
   * puzzle from the start. Throws Error with the engine's message; the current game stays.
   */
  loadId(id) {
    const game = EngineGame.fromId(id);
    const r = this.resume(game.id);
    if (r === true) { game.free(); return; }
    this.install(game, { message: restoreFailed(r) });
    this.persist();
  }

  /**
   * Restores the most recently played saved game. Returns false when there is none;
   * throws when it cannot be restored (that save is then marked damaged, and the others stay as they are).
   */
  restoreSaved() {
    const rec = storage.latestGame();
    if (!rec) return false;
    const out = this.resume(rec.id, { quiet: true });
    if (out === true) return true;
    throw out || new Error(t('board-save-gone'));
  }

  /**
   * Opens the save of game `id` when there is one and returns true. Returns false when there is none, or the
   * Error when it cannot be restored (a save the engine refuses is marked damaged; no other save is touched).
   * `message`: {text, tone}, or (progressBack) => that; `quiet`: no word about progress brought back.
   */
  resume(id, { message = null, daily = '', quiet = false } = {}) {
    let rec;
    try {
      rec = storage.readGame(id);
      if (!rec) return false;
    } catch (e) { return e; }
    let game;
    try {
      game = EngineGame.fromSave(rec.save);
      if (game.id !== id) { game.free(); throw new Error(t('storage-damaged')); }
    } catch (e) {
      if (!(e instanceof EngineFault)) storage.markDamaged(id, e.message); // a fault is the engine's, not the save's
      return e;
    }
    const back = !quiet && rec.touched && !rec.solved;
    // `message` may depend on whether there was progress to bring back
    const text = typeof message === 'function' ? message(back) : message;
    try {
      this.install(game, { ...rec, daily: rec.daily || daily,
                           message: text ?? (back ? { text: t('board-progress-back'), tone: 'info' } : null) });
    } catch (e) {
      if (!(e instanceof EngineFault)) throw e;
      return e;
    }
    this.persist();
    return true;
  }

  /** Before another game takes the board: saves this one; returns {id, what} when it had entries (for Back to
   *  it), null when not, undefined when the note about the previous game stays (same game, learning position). */
  #leave(nextId) {
    const { info, snap } = this.state;
    if (!this.#game || !info || info.id === nextId || this.#transient) return undefined;
    this.persist({ adopt: false });
    const m = gameMeta(info, snap);
    if (!m.touched || m.solved) return null;
    return { id: info.id, what: describeGame({ ...m, kind: info.variant ?? info.kind, side: info.side, level: this.state.level, daily: this.#daily }) };
  }

  /** Shows another tab's newer save of the game on the board, keeping the selected cell. */
  #adopt(rec, text) {
    let game;
    try { game = EngineGame.fromSave(rec.save); } catch { return; }
    const { selected, selection, mode } = this.state;
    try {
      this.install(game, { ...rec, message: text ? { text, tone: 'info' } : this.#message.state.message });
    } catch (e) {
      if (!(e instanceof EngineFault)) throw e;
      this.#fault(e);
      return;
    }
    this.#set({ selected, selection, mode });
  }

  /** Another tab wrote game `key`'s save (`value`): a newer save of the game on the board is shown here. */
  storageChanged(key, value) {
    const id = storage.idOfKey(key);
    if (!id || !this.#game || id !== this.state.info?.id || value === null) return;
    let rec;
    try { rec = storage.parseRecord(value, id); } catch { return; }
    if (rec.rev <= this.#rev) return;
    if (rec.save === this.#lastSave) {
      // the same position (say, the other tab saved its clock): take its revision, help and the longer time
      this.#rev = rec.rev;
      this.#counted ||= rec.counted;
      this.#clock.catchUp(rec.elapsedMs);
      this.#set({ help: { ...emptyHelp(), ...rec.help } }, 'timer');
      return;
    }
    this.#adopt(rec, t('board-other-tab-moves'));
  }

  /**
   * Saves the game on the board under its own game ID. When another tab has saved a newer version of it since,
   * nothing is written and that version is shown instead (a tab never writes over newer progress).
   */
  persist({ adopt = true } = {}) {
    if (!this.#game || !this.state.info || this.#transient) return; // learning positions are not saved
    const { info, snap, help, level, hardest, undecided } = this.state;
    const out = storage.writeGame({ id: info.id, kind: info.variant ?? info.kind, side: info.side, save: this.#lastSave,
                                    elapsedMs: Math.round(this.#clock.elapsedMs()), help, level, hardest, undecided, daily: this.#daily,
                                    counted: this.#counted, ...gameMeta(info, snap) }, this.#rev);
    if (out.ok) this.#rev = out.rev;
    else if (out.newer && adopt) this.#adopt(out.newer, t('board-other-tab-newer'));
  }

  // ---------- the clock ----------
  /** Page hidden or shown: the clock stops or runs again, and the time spent is saved. */
  visibility(hidden) {
    if (hidden) { this.#clock.stop(); this.persist(); } else this.#runClock();
    this.#changed('timer');
  }

  #runClock() {
    const { snap } = this.state;
    if (snap && !snap.solved && !document.hidden && !this.#held) this.#clock.start();
  }

  /** The first-visit tutorial is open over the game (`on`): its clock waits meanwhile. */
  holdClock(on) {
    this.#held = on;
    if (on) this.#clock.stop(); else this.#runClock();
    this.#changed('timer');
  }

  /** Pause: the clock stops and the grid is covered until Resume; a new game or a solved one is never paused. */
  togglePause() {
    if (!this.#game || !this.state.snap || this.state.snap.solved) return;
    const paused = !this.#clock.state.paused;
    this.#clock.pause(paused);
    if (paused) this.persist(); else this.#runClock();
    this.#tell('pause');
  }

  // ---------- playing ----------
  canPlay() { return !!this.#game && !!this.state.snap && engineUp() && !this.#clock.state.paused && !this.#blocked(); }

  /**
   * After a move (or another game): its snapshot, the entries marked by Check cleared (or marked again with the
   * auto-check setting), and the finish (counted in the statistics once, unless it is a learning position).
   */
  #afterMove() {
    const wasSolved = this.state.snap?.solved;
    const snap = this.#game.snapshot();
    this.#lastSave = this.#game.save();
    const patch = { snap, wrong: new Set(), missed: new Map(), ...this.#autoCheck(snap) };
    if (snap.solved && !wasSolved) {
      this.#clock.stop();
      if (!this.#transient) patch.finishText = this.#finish(patch.help ?? this.state.help);
    } else if (!snap.solved) {
      patch.finishText = '';
    }
    this.#set(patch);
    if (!snap.solved) this.#runClock();
  }

  /** With the auto-check setting, entries that contradict the solution are marked after every move: the
   *  fields that says ({wrong, help}), or {} without it. */
  #autoCheck(snap) {
    if (!this.#settings.state.settings.autoCheck || !this.#game || snap.solved) return {};
    const wrong = new Set(this.#game.wrongEntries());
    const { info, help } = this.state;
    const entered = snap.cells.some((v, i) => v && !info.givens[i]);
    return { wrong, ...(!help.autoCheck && entered ? { help: { ...help, autoCheck: true } } : {}) };
  }

  /**
   * Counts the solved game in the statistics (a best time only without help), once per game, and returns the
   * finish message. A game whose solution was revealed is never counted, even if it is solved by hand after
   * undoing the reveal.
   */
  #finish(help) {
    const { info, level } = this.state;
    const ms = Math.round(this.#clock.elapsedMs());
    let record = null;
    if (!help.revealedAll) {
      const s = this.#settings.state.settings;
      record = this.#stats.record({ id: info.id, kind: statsKind(info), size: info.side, level, counted: this.#counted,
                                    ms, clean: helpUsed(help).length === 0, assists: Object.keys(ASSISTS).filter((name) => s[name]), daily: this.#daily });
      this.#counted = true;
    }
    return finishText({ record, ms: this.#clock.elapsedMs(), help, info, level });
  }

  /**
   * Runs an engine move; an engine error becomes a message, not an exception. After a fault the game comes back
   * as it was before the move (#revive), and the message says so. A screen reader hears what it changed
   * (announce.js), after `what` ("Undone"); `brief`: `what` alone (a change of every cell).
   */
  #move(fn, { what = '', brief = false } = {}) {
    if (!this.canPlay()) return;
    try {
      const before = this.state.snap;
      fn(this.#game);
      this.#message.clear();
      this.#tell('move');
      this.#afterMove();
      const text = brief ? '' : describeMove(this.state.info, before, this.state.snap, { clashes: this.#settings.state.settings.showConflicts });
      this.#say(what && text ? t('board-said-move', { what, change: text }) : text || (what ? t('board-said-done', { what }) : ''));
    } catch (e) {
      if (e instanceof EngineFault) this.#fault(e); else this.#message.say(e.message, 'error');
      return;
    }
    this.persist();
  }

  /** Tells a screen reader `text` (the live region, render.js): the same text twice is heard twice. */
  #say(text) { if (text) this.#set({ said: { text, n: this.state.said.n + 1 } }, 'selection'); }

  /** Reads the focus cell's row, column or block (`what`) aloud. */
  readAloud(what) {
    const { info, snap, selected } = this.state;
    if (info && snap && selected >= 0) this.#say(readUnit(info, snap, what, selected));
  }

  /** A fault in the engine while playing: said in words, with its details to copy. */
  #fault(e) {
    this.#message.say(t('board-fault', { fault: e.message }), 'error', e.details);
    if (!engineUp()) this.#set({ restarting: true });
  }

  /** A fresh engine instance after a fault: the game is made again there from its last save. */
  #revive() {
    this.#set({ restarting: false });
    const old = this.#game;
    if (!old) return;
    old.free();
    this.#game = null; // should it fail again, the game is not tried a second time
    try {
      const game = EngineGame.fromSave(this.#lastSave);
      game.setAutoClean(this.#settings.state.settings.autoClean);
      const snap = game.snapshot();
      this.#game = game;
      this.#set({ snap });
    } catch (e) {
      if (!(e instanceof EngineFault)) throw e;
      this.#message.say(t('board-revive-failed', { fault: e.message }), 'error', e.details);
    }
  }

  /**
   * Selects `cell` alone; `add`: adds it to the selection (a drag, Shift-click, Shift+arrow); `toggle`: adds it,
   * or takes it out of a selection of several (Ctrl-click). The cell added becomes the focus; -1: none.
   */
  select(cell, { add = false, toggle = false } = {}) {
    if (!this.state.info || cell >= this.state.info.side ** 2) return;
    if (cell < 0) { this.#set({ selected: -1, selection: new Set() }, 'selection'); return; }
    const { selection, selected } = this.state;
    if (toggle && selection.has(cell) && selection.size > 1) {
      const rest = new Set(selection);
      rest.delete(cell);
      this.#set({ selection: rest, selected: cell === selected ? [...rest].at(-1) : selected }, 'selection');
      return;
    }
    if ((add || toggle) && selection.has(cell) && selected === cell) return;
    this.#set({ selection: add || toggle ? new Set(selection).add(cell) : new Set([cell]), selected: cell }, 'selection');
  }

  /** Escape: only the cell in focus stays selected. */
  selectFocusOnly() {
    const { selected, selection } = this.state;
    if (selected >= 0 && selection.size > 1) this.#set({ selection: new Set([selected]) }, 'selection');
  }

  /** Arrow keys: the focus moves a cell (around the edges); `add`: the selection keeps the cells it had. */
  moveSelection(dr, dc, { add = false } = {}) {
    const info = this.state.info;
    if (!info) return;
    const n = info.side;
    let cur = this.state.selected;
    if (cur < 0) cur = 0;
    else {
      const r = (Math.floor(cur / n) + dr + n) % n, c = ((cur % n) + dc + n) % n;
      cur = r * n + c;
    }
    this.select(cur, { add });
  }

  #isGiven(cell) { return this.state.info.givens[cell] === 1; }

  /** A keypad symbol: entered in the selected cell, or with digit-first input chosen (again: let go). */
  key(sym, { shift = false, ctrl = false } = {}) {
    if (this.#settings.state.settings.digitFirst && isSudoku(this.state.info?.kind)) {
      if (!this.canPlay() || this.state.snap.solved) return;
      this.#set({ activeSymbol: this.state.activeSymbol === sym ? 0 : sym });
      return;
    }
    this.input(sym, { shift, ctrl });
  }

  /** A tap on a Sudoku cell (selected by then): with a digit chosen first, that digit goes in there. */
  tapCell(cell, { shift = false, ctrl = false } = {}) {
    const sym = this.state.activeSymbol;
    // Same as typing it: a second tap on the digit takes it out again; a given is only selected.
    if (sym && this.#settings.state.settings.digitFirst && this.state.info && !this.#isGiven(cell)) this.input(sym, { shift, ctrl });
  }

  /** The selected cells a move changes: all but the givens (a given alone says why nothing changes). */
  #targets() {
    const cells = [...this.state.selection].filter((c) => !this.#isGiven(c));
    if (!cells.length && this.state.selection.size === 1) this.#message.say(t('board-given'));
    return cells;
  }

  /**
   * Symbol `sym` (a key) into every selected cell, as one move: as the entry, a note, a corner mark or colour `sym`,
   * by the input mode, or by the key's modifier as in SudokuPad (`shift`: corner mark, `ctrl`: note). Again takes
   * it out: where every selected cell holds it already (as an entry, or among its notes, marks or colours), it
   * goes from all of them. Notes and corner marks go in the empty cells only; colours into givens too.
   */
  input(sym, { shift = false, ctrl = false } = {}) {
    if (!this.canPlay() || this.state.selected < 0 || this.state.snap.solved) return;
    const sudoku = isSudoku(this.state.info.kind);
    const layer = !sudoku ? '' : shift ? 'corner' : ctrl ? 'notes' : this.state.mode;
    const { cells: values, marks, corner, colours } = this.state.snap;
    if (layer === 'colour') {
      if (sym > COLOURS) return;
      const cells = [...this.state.selection];
      const on = !cells.every((c) => colours[c] & (1 << sym));
      this.#move((g) => g.colour(cells, sym, on));
      return;
    }
    const cells = this.#targets();
    if (!cells.length) return;
    if (layer === 'notes' || layer === 'corner') {
      const open = cells.filter((c) => values[c] === 0);
      if (!open.length) return;
      const have = layer === 'notes' ? marks : corner;
      const on = !open.every((c) => have[c] & (1 << sym));
      this.#move((g) => (layer === 'notes' ? g.mark(open, sym, on) : g.corner(open, sym, on)));
    } else if (cells.every((c) => values[c] === sym)) {
      this.#move((g) => g.erase(cells));
    } else {
      this.#move((g) => g.place(cells, sym));
    }
  }

  /** Erase, as one move: what is on top in the selected cells (their entries; where none, notes and corner
   *  marks; else colours: engine.js erase); in Colour mode, their colours alone. */
  erase() {
    if (!this.canPlay() || this.state.selected < 0 || this.state.snap.solved) return;
    const { cells, marks, corner, colours } = this.state.snap;
    if (this.state.mode === 'colour') {
      const painted = [...this.state.selection].filter((c) => colours[c]);
      if (painted.length) this.#move((g) => g.colour(painted, 0, false));
      return;
    }
    const some = this.#targets().filter((c) => cells[c] !== 0 || marks[c] !== 0 || corner[c] !== 0 || colours[c] !== 0);
    if (some.length) this.#move((g) => g.erase(some));
  }

  /** Binary puzzles: a click cycles empty -> first symbol -> ... -> empty. */
  cycle(cell) {
    if (!this.canPlay() || this.#isGiven(cell) || this.state.snap.solved) { this.select(cell); return; }
    const next = (this.state.snap.cells[cell] + 1) % (this.state.info.symbolCount + 1);
    this.#set({ selected: cell, selection: new Set([cell]) }, 'selection');
    this.#move((g) => (next === 0 ? g.erase([cell]) : g.place([cell], next)));
  }

  /** Notes, Corner or Colour (`mode`) on, or off again (back to entries); Sudoku only. */
  setMode(mode) { if (isSudoku(this.state.info?.kind)) this.#set({ mode: this.state.mode === mode ? '' : mode }, 'controls'); }
  toggleNotes() { this.setMode('notes'); }
  fillNotes() { if (!isBinaryKind(this.state.info?.kind)) this.#move((g) => g.fillMarks(), { what: t('board-notes-filled'), brief: true }); }
  undo() { if (this.state.snap?.canUndo) this.#move((g) => g.undo(), { what: t('board-undone') }); }
  redo() { if (this.state.snap?.canRedo) this.#move((g) => g.redo(), { what: t('board-redone') }); }
  restart() { this.#move((g) => g.restart(), { what: t('board-restarted'), brief: true }); }
  /** Carries out a hint's step found on this position (engine.js applyStep): one undoable move. */
  applyStep(step) { this.#move((g) => g.applyStep(step)); }

  /** One more use of `kind` of help ('hints'), saved with the game. */
  countHelp(kind) {
    this.#set({ help: { ...this.state.help, [kind]: this.state.help[kind] + 1 } });
    this.persist();
  }

  /** Marks `cells` as wrong entries (a practice answer checked: state-learn.js). */
  markWrong(cells) { this.#set({ wrong: new Set(cells) }); }

  /** Draws what a checked practice answer left out: [[cell, symbol]] (state-learn.js); the next move clears it. */
  markMissed(pairs) {
    const missed = new Map();
    for (const [c, s] of pairs) missed.set(c, [...(missed.get(c) ?? []), s]);
    this.#set({ missed });
  }

  /** Check: wrong entries, and notes that leave out the digit their cell needs (what Hint reports first), are
   *  marked and counted in the message. */
  check() {
    if (!this.canPlay()) return;
    let entries, notes;
    try { entries = this.#game.wrongEntries(); notes = this.#game.wrongNotes(); } catch (e) {
      if (!(e instanceof EngineFault)) throw e;
      this.#fault(e);
      return;
    }
    const wrong = new Set([...entries, ...notes]);
    this.#set({ wrong, help: { ...this.state.help, checks: this.state.help.checks + 1 } });
    this.persist();
    const args = { entries: entries.length, notes: notes.length };
    const text = entries.length && notes.length ? t('board-check-both', args) : entries.length ? t('board-check-entries', args)
      : notes.length ? t('board-check-notes', args) : t('board-check-none');
    this.#message.say(text, entries.length || notes.length ? 'error' : 'info');
  }

  /** Reveal one cell, or (`all`) the whole solution: that first asks (answerRevealAll gives the answer). */
  reveal(all, { confirmed = false } = {}) {
    if (!this.canPlay() || this.state.snap.solved) return;
    if (all && !confirmed) { this.#set({ revealAsk: true }); return; }
    const cell = this.state.selected;
    if (!all && (cell < 0 || this.#isGiven(cell))) {
      this.#message.say(t('board-reveal-select'));
      return;
    }
    const help = this.state.help;
    this.#set({ help: { ...help, reveals: help.reveals + 1, ...(all ? { revealedAll: true } : {}) } });
    this.#move((g) => g.reveal(all ? -1 : cell));
  }

  /** The answer to "Reveal the whole solution?". */
  answerRevealAll(yes) {
    this.#set({ revealAsk: false });
    if (yes) this.reveal(true, { confirmed: true });
  }

  /** Copies a link to the current puzzle. */
  async share() {
    if (!this.state.info) return;
    const url = this.#platform.link(this.state.info.id);
    const ok = await this.#platform.copy(url);
    this.#message.say(ok ? t('board-link-copied') : t('board-link-copy', { url }));
  }

  /** Share result: the solve as text to paste anywhere (share.js), copied; the message says so, or shows it. */
  async shareResult() {
    const { info, snap, level, help } = this.state;
    if (!info || !snap?.solved || !this.#game) return;
    let order;
    try { order = this.#game.fillOrder(); } catch (e) {
      if (!(e instanceof EngineFault)) throw e;
      this.#fault(e);
      return;
    }
    const text = resultText({ info, level, ms: this.#clock.elapsedMs(), help, order, link: this.#platform.link(info.id), daily: this.#daily });
    const ok = await this.#platform.copy(text);
    this.#message.say(ok ? t('board-result-copied') : t('board-result-copy', { text }));
  }

  /** Share replay: a link that opens this puzzle and steps through the player's moves (share-replay.js), copied. */
  async shareReplay() {
    const { info, snap } = this.state;
    if (!info || !snap?.solved || !this.#game) return;
    let save;
    try { save = this.#game.save(); } catch (e) {
      if (!(e instanceof EngineFault)) throw e;
      this.#fault(e);
      return;
    }
    const link = this.#platform.link(REPLAY_PREFIX + await replayLinkData(save));
    const ok = await this.#platform.copy(link);
    this.#message.say(ok ? t('board-replay-copied') : t('board-replay-copy', { link }));
  }

  /** A setting that changes play: notes clean-up in the engine, digit-first input, auto-check. */
  #settingChanged(name, value) {
    try {
      if (name === 'autoClean' && this.#game && engineUp()) { this.#game.setAutoClean(value); this.#lastSave = this.#game.save(); }
      if (name === 'digitFirst' && !value) this.#set({ activeSymbol: 0 });
      if (name === 'autoCheck') {
        this.#set(value && this.state.snap ? { wrong: new Set(), ...this.#autoCheck(this.state.snap) } : { wrong: new Set() });
        this.persist();
      }
    } catch (e) {
      if (!(e instanceof EngineFault)) throw e;
      this.#fault(e);
    }
  }
}
