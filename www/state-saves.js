// The saved games beside the one on the board: the Continue list (open, remove), Back to the game a new one
// replaced, and the move of earlier builds' saves to one save per game; and the words and facts a save keeps
// about its game. The game on the board saves itself (state-board.js persist); storage.js reads and writes the
// records.
import { EngineGame } from './engine.js';
import { EngineFault } from './faults.js';
import { Owned } from './state-slice.js';
import * as storage from './storage.js';
import { dailySpec, dateText, gameName, levelName, rulesCalled } from './kinds.js';
import { t } from './i18n.js';

// revealedAll: Reveal all was used; such a game never counts as solved, even after an undo and a solve by hand.
export function emptyHelp() { return { hints: 0, checks: 0, reveals: 0, autoCheck: false, revealedAll: false }; }

/** What the Continue list says about a game: entries made and still open (not counting givens), solved, played. */
export function gameMeta(info, snap) {
  const open = info.givens.reduce((k, g) => k + (g ? 0 : 1), 0);
  const filled = snap ? snap.cells.reduce((k, v, i) => k + (v && !info.givens[i] ? 1 : 0), 0) : 0;
  const touched = !!snap && (filled > 0 || snap.canUndo || snap.marks.some((m) => m !== 0));
  return { filled, open, touched, solved: !!snap?.solved, called: rulesCalled(info) };
}

/** "Sudoku 9×9, Easy, 8 of 51 filled", "Thermo Sudoku 9×9, Hard, …" (`called`: its rules, kinds.js rulesCalled),
 *  "Today's Sudoku, Hard, 3 of 51 filled" or "Daily Sudoku, 24 Nov, Hard, …". */
export function describeGame({ kind, side, level, daily, filled, open, called = '' }) {
  let name = gameName(kind, side, called);
  if (daily) {
    const [y, m, d] = daily.split('-').map(Number);
    name = daily === dailySpec(new Date()).key ? t('saves-today')
      : t('saves-daily', { date: dateText(new Date(y, m - 1, d), { day: 'numeric', month: 'short' }) });
  }
  if (level) name = t('saves-name-level', { name, level: levelName(level) });
  return t('saves-game', { name, filled, open });
}

/** The message for a save that could not be restored when the puzzle itself opens from the start. */
export function restoreFailed(e, fallback = null) {
  return e instanceof Error
    ? { text: t('saves-restore-failed', { reason: e.message }), tone: 'error' }
    : fallback;
}

/**
 * The saved games beside the one on the board: the Continue list and the note about the game a new one replaced
 * (Back to previous game).
 */
export class SavedGames {
  #own;
  #board;
  #work;
  #message;
  #disarmRemove = 0;

  constructor(changed, { board, work, message }) {
    this.#own = new Owned({
      gamesOpen: false,  // the Continue list is open
      games: null,       // its content: {games: [saved records, most recent first], damaged: [{id, reason}]}
      removeArmed: '',   // the game whose Remove was pressed once (the next press removes it)
      replaced: null,    // {id, what}: the game with entries that the board showed before this one (saved)
    }, changed);
    this.#board = board;
    this.#work = work;
    this.#message = message;
    // the note about the replaced game: set when another game takes the board, gone at the first move in it
    board.watch((event, { left }) => {
      if (event === 'install' && left !== undefined) this.#own.set({ replaced: left });
      if (event === 'move' && this.state.replaced) this.#own.set({ replaced: null });
    });
  }
  get state() { return this.#own.value; }

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
            if (!out.ok) throw new Error(t('saves-no-room'));
          }
        } finally { game.free(); }
      } catch (e) {
        notes.push(t('saves-not-restored', { reason: e.message }));
        if (e instanceof EngineFault) continue; // the engine's fault, not the save's: it is tried again next time
      }
      storage.clearLegacy(kind);
    }
    return notes;
  }

  /** The unfinished games a player can go back to (not the one on the board), and the saves that are damaged. */
  list() {
    const { games, damaged } = storage.listGames();
    const here = this.#board.gameId;
    return { games: games.filter((g) => !g.solved && g.touched && g.id !== here).map((g) => ({ ...g, what: describeGame(g) })), damaged };
  }

  /** Opens or closes the Continue list. */
  openGames(open) { this.#own.set({ gamesOpen: open, games: open ? this.list() : null }); }

  /** Another tab wrote to storage: an open Continue list is brought up to date. */
  storageChanged() { if (this.state.gamesOpen) this.#own.set({ games: this.list() }); }

  /** Continue list: opens saved game `id` where it was left. */
  continueGame(id) {
    this.#own.set({ gamesOpen: false, games: null });
    this.#work.giveWay();
    const r = this.#board.resume(id);
    if (r !== true) {
      this.#message.say(r ? t('saves-continue-failed', { reason: r.message }) : t('saves-continue-gone'), 'error');
    }
  }

  /** Continue list: forgets saved game `id` at the second press (the first asks for it, for a few seconds). */
  removeSaved(id) {
    if (id === this.#board.gameId) return;
    clearTimeout(this.#disarmRemove);
    if (this.state.removeArmed !== id) {
      this.#disarmRemove = setTimeout(() => this.#own.set({ removeArmed: '', games: this.state.games && { ...this.state.games } }), 4000);
      this.#own.set({ removeArmed: id, games: { ...this.state.games } });
      return;
    }
    storage.removeGame(id);
    this.#own.set({ removeArmed: '', games: this.list() });
  }

  /** The note after a new game replaced one with entries: back to that one (it was saved). */
  returnToPrevious() {
    const id = this.state.replaced?.id;
    if (!id) return;
    this.#work.giveWay();
    const r = this.#board.resume(id, { quiet: true });
    if (r !== true) {
      this.#own.set({ replaced: null });
      this.#message.say(r ? t('saves-back-failed', { reason: r.message }) : t('saves-back-gone'), 'error');
    }
  }

  dismissReplaced() { this.#own.set({ replaced: null }); }
}
