// How a new game reaches the board: New game and Today's Sudoku (made in the worker), Import (the worker's
// verdict on a pasted text) and a link's game ID. The Next game choices (Puzzle among them) act only at New game.
import { EngineGame, engineReady } from './engine.js';
import { EngineFault } from './faults.js';
import { Owned } from './state-slice.js';
import { CancelledError } from './worker-client.js';
import { Ahead } from './state-ahead.js';
import * as storage from './storage.js';
import { dailySpec, isSudoku, joinSentences, kindLabel, levelName, missedLevel, readySet, rulesOf } from './kinds.js';
import { restoreFailed } from './state-saves.js';
import { t } from './i18n.js';

/** What Import and a link say about a puzzle with more than one solution, before the player chooses. */
export const severalSolutions = () => t('newgame-several-solutions');

/** The generator's time budget in the page (milliseconds): only a safety net, see `newGame`. */
const GENERATE_SAFETY_NET_MS = 30_000;

/** Longest pasted text that is sent to the engine at all. */
export const MAX_IMPORT_CHARS = 10_000;

/** The puzzle a first visit gets when the engine cannot make one: an easy 9×9 of its own, made ahead
 *  (`deduce generate --kind sudoku --size 9 --level easy --seed 1`). */
const SPARE_PUZZLE = 'sudoku:3x3:....13247....98...7.....8...4..87.9165............9...4.....9.....3.1....1..6..3.';

/** A fault's or an error's words in a sentence: "Something went wrong… ", or "the reason." */
const why = (e) => (e instanceof EngineFault ? e.message : `${e.message.replace(/\.$/, '')}.`);

/**
 * New game, Today's Sudoku, Import and links: they put a game on the board (state-board.js).
 * The fields are the Import dialog's.
 */
export class NewGames {
  #own;
  #board; #work; #choices; #message; #tutorial; #worker; #seeds; #ahead;

  constructor(changed, { board, work, choices, message, tutorial, worker, seeds }) {
    this.#own = new Owned({
      importOpen: false,
      importVerdict: null,   // {text, tone, details, since} shown inside the Import dialog (since: checking since)
      importDraft: '',       // the text the Import dialog opens with (a link's game ID waiting for a choice)
      importPending: null,   // a puzzle with several solutions, waiting for "Play it anyway" (worker verdict)
    }, changed);
    this.#board = board;
    this.#work = work;
    this.#choices = choices;
    this.#message = message;
    this.#tutorial = tutorial;
    this.#worker = worker;
    this.#seeds = seeds;
    this.#ahead = new Ahead(changed, { worker, seeds, make: (spec, seed, opts) => this.#make(spec, seed, opts) });
  }
  get state() { return this.#own.value; }

  /** The next game made ahead (state-ahead.js): its `state.ready`, and `want(spec)` (see `spec`). */
  get ahead() { return this.#ahead; }

  /** What New game makes with the Next game choices `options` (or today's, `daily`): {fromSet (the ready-made
   *  set it draws from, kinds.js readySet, or null), kind, rules (kinds.js rulesOf), size, level, symmetry}. */
  spec(options, daily = null) {
    const { kind, size, level, symmetry } = daily ?? options;
    const rules = daily ? daily.rules : rulesOf(options);
    return { fromSet: daily || rules ? null : readySet(options), kind, rules, size, level, symmetry: isSudoku(kind) ? symmetry : '' };
  }

  /**
   * Makes a puzzle of `spec` from `seed` in the worker: {gameId, level, hardest, undecided}. The work limits
   * alone decide the puzzle (so a seed gives the same one everywhere); the time budget is a safety net for a
   * machine far slower than they were sized for, long enough for a busy phone to make a 16×16 Hard (3-8 s native
   * on a loaded 2-core machine; 3 s gave another level there). Cancel stops it.
   */
  #make({ fromSet, kind, rules, size, level, symmetry }, seed, { background = false } = {}) {
    return fromSet ? this.#worker.readyMade({ file: fromSet, level, seed }, { background })
      : this.#worker.generate({ kind, rules, size, level, symmetry, seed, budgetMs: GENERATE_SAFETY_NET_MS }, { background });
  }

  /** A puzzle of `spec` from `seed`, made in the worker as New game makes it (the booklet's puzzles). */
  make(spec, seed) { return this.#make(spec, seed); }

  /** Today's Sudoku already saved today: opens it without making it again. */
  #resumeDaily(today) {
    const id = storage.findDaily(today.key);
    if (!id) return false;
    const rec = (() => { try { return storage.readGame(id); } catch { return null; } })();
    const message = { text: rec?.level ? t('newgame-daily-level', { title: today.title, level: levelName(rec.level) })
      : t('newgame-daily', { title: today.title }), tone: 'info' };
    if (this.#board.gameId === id) { this.#message.show(message); return true; }
    this.#work.giveWay();
    return this.#board.resume(id, { message }) === true;
  }

  /**
   * Generates a puzzle with the Next game choices (or today's, with `daily`) in the worker, then starts it.
   * `spare`: when no puzzle can be made and the board is empty (a first visit), the page's spare puzzle.
   */
  async newGame({ note = null, daily = false, spare = false } = {}) {
    const today = daily ? dailySpec(new Date()) : null;
    // Today's Sudoku played before today: its save, without making the puzzle again
    if (today && this.#resumeDaily(today)) return;
    const asked = this.#choices.state.options;
    const spec = this.spec(asked, today);
    const { kind, size, level } = spec;
    // the puzzle made ahead for these choices: on the board at once when it is ready (no busy cover)
    const ahead = today ? null : this.#ahead.take(spec);
    const what = spec.fromSet ? t('newgame-picking', { size, kind: kindLabel(kind) }) : t('newgame-generating', { size, kind: kindLabel(kind) });
    const made = ahead?.made.gameId ? ahead.made : null;
    if (made) this.#work.giveWay(); // work still running (a search in Learn) stops, as a request would stop it
    const job = made ? 0 : this.#work.begin(what);
    this.#message.show(note);
    try {
      const seed = ahead?.seed ?? today?.seed ?? this.#seeds.take();
      const g = made ?? (await ahead?.made) ?? await this.#make(spec, seed);
      const message = note ?? (today ? { text: t('newgame-daily-level', { title: today.title, level: levelName(g.level) }), tone: 'info' }
        : g.level !== level ? { text: missedLevel(level, g.level), tone: 'info' } : null);
      await engineReady(); // after a fault in the page's engine, its fresh instance
      if (job) this.#work.end(job);
      if (today && g.gameId === this.#board.gameId) {
        // Already on today's puzzle: keep the player's progress.
        this.#message.show(message);
        return;
      }
      // Next-game choices the player changed while this one was being made stay as chosen.
      const followChoices = this.#choices.state.options === asked;
      // The first game of a kind with a lesson offers its tutorial (the Puzzle choice acts only at New game).
      if (this.#start(g, message, { daily: today?.key ?? '', followChoices })) this.#tutorial.offer();
    } catch (e) {
      if (e instanceof CancelledError) return;
      const offline = globalThis.navigator?.onLine === false ? t('newgame-offline') : '';
      const keep = this.#board.state.info ? t('newgame-unchanged') : '';
      if (job) this.#work.end(job);
      const text = joinSentences(note?.text, t('newgame-failed', { reason: why(e) }), offline);
      if (spare && !this.#board.state.info && await this.#spare(joinSentences(text, t('newgame-spare')), e)) return;
      this.#message.say(joinSentences(text, keep), 'error', e.details ?? '');
    }
  }

  /**
   * Learn's Puzzle button: a whole puzzle whose logical solve needs technique `id` of `kind` (`name` as the library
   * shows it), at that technique's level, made in the worker and started as a new game. Cancel stops it; a
   * technique no puzzle turns up for says so and the game on the board stays.
   */
  async needing({ kind, id, name, fallback = null }) {
    const job = this.#work.begin(t('newgame-needing', { technique: name }));
    this.#message.clear();
    try {
      const seed = this.#seeds.take();
      let g, uses = name;
      try { g = await this.#worker.generateNeeding({ kind, id, seed, budgetMs: 3000 }); } catch (e) {
        // several techniques together too rare in the tries (or of different rules): the first alone
        if (!fallback || e instanceof CancelledError || e instanceof EngineFault) throw e;
        g = await this.#worker.generateNeeding({ kind, id: fallback.id, seed, budgetMs: 3000 });
        uses = fallback.name;
      }
      await engineReady();
      this.#work.end(job);
      const message = { text: t('newgame-needing-made', { level: levelName(g.level), technique: uses }), tone: 'info' };
      this.#start(g, message);
    } catch (e) {
      if (e instanceof CancelledError) return;
      this.#work.end(job);
      const keep = this.#board.state.info ? t('newgame-unchanged') : '';
      this.#message.say(joinSentences(t('newgame-failed', { reason: why(e) }), keep), 'error', e.details ?? '');
    }
  }

  /**
   * Puts generated puzzle `g` ({gameId, level, hardest, undecided}) on the board: its save when it was played
   * before, else a fresh game, saved at once. True when it is a fresh game.
   */
  #start(g, message, { daily = '', followChoices = true } = {}) {
    const r = this.#board.resume(g.gameId, { daily, message });
    if (r === true) return false;
    this.#board.install(EngineGame.fromId(g.gameId), { level: g.level, hardest: g.hardest, message: restoreFailed(r, message),
                                                       daily, undecided: g.undecided ?? -1, followChoices });
    this.#board.persist();
    return true;
  }

  /** The page's spare puzzle on an empty board (its save when it was played before); false when even that fails. */
  async #spare(text, e) {
    try {
      await engineReady();
      const message = { text, tone: 'error', details: e.details ?? '' };
      if (this.#board.resume(SPARE_PUZZLE, { message }) === true) return true;
      this.#board.install(EngineGame.fromId(SPARE_PUZZLE), { message });
      this.#board.persist();
      return true;
    } catch { return false; }
  }

  // ---------- import ----------
  openImport(open) {
    if (!open) this.cancelImport({ quiet: true });
    this.#own.set({ importOpen: open, importVerdict: null, importPending: null, importDraft: '' });
  }

  /** Cancel (in the Import dialog, while the text is checked): the check stops. */
  cancelImport({ quiet = false } = {}) {
    if (!this.state.importVerdict?.since) return;
    this.#worker.cancel({ byPlayer: true, op: 'verdict' });
    if (!quiet) this.#own.set({ importVerdict: { text: t('newgame-import-cancelled'), tone: 'info' } });
  }

  /** Refuses a text of `length` characters without looking at it. */
  refuseLongImport(length) {
    this.#own.set({ importVerdict: { text: t('newgame-import-too-long', { length }), tone: 'error' } });
  }

  async importText(text) {
    if (text.length > MAX_IMPORT_CHARS) { this.refuseLongImport(text.length); return; }
    text = text.trim();
    if (!text) { this.#own.set({ importVerdict: { text: t('newgame-import-empty'), tone: 'error' } }); return; }
    const checking = { text: t('newgame-import-checking'), tone: 'info', since: performance.now() };
    this.#own.set({ importVerdict: checking, importPending: null });
    let v;
    try {
      v = await this.#worker.verdict(text, this.#choices.state.options.kind);
    } catch (e) {
      // stopped by another request: said so, unless a newer Load (or a closed dialog, or Cancel) replaced the question
      if (this.state.importVerdict !== checking) return;
      const text = e instanceof CancelledError ? t('newgame-import-interrupted')
        : e instanceof EngineFault ? t('newgame-import-fault', { fault: e.message }) : t('newgame-import-failed', { reason: why(e) });
      this.#own.set({ importVerdict: { text, tone: 'error', details: e.details ?? '' } });
      return;
    }
    if (v.solutions !== 1) { this.#askSeveral(v, text); return; }
    this.#installVerdict(v);
  }

  /** A puzzle with several solutions, pasted or from a link: the Import dialog says so and offers to play it. */
  #askSeveral(v, text) {
    this.#own.set({ importOpen: true, importDraft: text, importPending: v,
                    importVerdict: { text: severalSolutions(), tone: 'error' } });
  }

  /** The player chose to play the puzzle with several solutions that the Import dialog offered. */
  playAnyway() {
    const v = this.state.importPending;
    if (!v) return;
    this.#work.giveWay(); // a new game still being made (a link at start-up) gives way
    this.#installVerdict(v);
  }

  /** Starts the game a worker verdict describes (with a pencil-mark grid's candidates as notes). */
  #installVerdict(v) {
    try { this.#installVerdictOrThrow(v); } catch (e) {
      if (!(e instanceof EngineFault)) throw e;
      this.#own.set({ importVerdict: { text: t('newgame-import-fault', { fault: e.message }), tone: 'error', details: e.details } });
    }
  }

  #installVerdictOrThrow(v) {
    const text = importedText(v, false);
    const closed = { importOpen: false, importVerdict: null, importPending: null, importDraft: '' };
    if (v.notes) {
      // a pencil-mark position: the pasted notes are the game's first move, so it starts afresh
      this.#board.install(EngineGame.fromSave(v.save), { level: v.level, hardest: v.hardest, message: { text, tone: 'info' } });
    } else {
      const back = (b) => ({ text: b ? importedText(v, true) : text, tone: 'info' });
      const r = this.#board.resume(v.gameId, { message: back });
      if (r === true) { this.#own.set(closed); return; }
      this.#board.install(EngineGame.fromId(v.gameId), { level: v.level, hardest: v.hardest, message: { text, tone: 'info' } });
    }
    this.#board.persist();
    this.#own.set(closed);
  }

  /**
   * Opens a link's game ID the way Import opens a paste: a puzzle with one solution loads (resuming its saved
   * game); one with several asks first, in the Import dialog; one with none throws Error with the reason.
   * Returns true when the game was loaded. A link to a game saved here (every reload: the URL holds the game ID)
   * goes on from its save at once, without waiting for the worker's verdict: the save exists because the game
   * was opened before, checked, or played anyway by choice.
   */
  async openLink(id) {
    if (this.#board.resume(id) === true) return true;
    // the check shows on the board, and Cancel stops it (a puzzle too large for the page takes long)
    const job = this.#work.begin(t('newgame-opening-link'));
    let v;
    try {
      v = await this.#worker.verdict(id, this.#choices.state.options.kind, { grade: false });
      await engineReady();
    } finally { this.#work.end(job); }
    if (v.solutions !== 1) { this.#askSeveral(v, id); return false; }
    if (v.notes) this.#installVerdictOrThrow(v); else this.#board.loadId(v.gameId);
    return true;
  }
}

/** What Import says about the game a worker verdict `v` started; `back`: its saved progress came back. The level
 *  is the engine's word for it ('hard'), which each language's message chooses its own word for. */
function importedText(v, back) {
  const args = { kind: kindLabel(v.kind), level: v.level };
  if (v.solutions !== 1) return back ? t('newgame-imported-several-back', args) : t('newgame-imported-several', args);
  if (v.notes) return v.level ? t('newgame-imported-notes-level', args) : t('newgame-imported-notes', args);
  if (back) return v.level ? t('newgame-imported-level-back', args) : t('newgame-imported-back', args);
  return v.level ? t('newgame-imported-level', args) : t('newgame-imported', args);
}
