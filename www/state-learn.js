// Learning on the board: the technique library, an example or a practice position of a technique (searched
// for in the worker; not saved, not counted as solved, with a link that reopens it), and the first-visit
// tutorial (tutorial.js holds the lesson). State only: render.js draws the library, the Learn panel and the
// tutorial dialog.
import { EngineGame } from './engine.js';
import { EngineFault } from './faults.js';
import { Owned } from './state-slice.js';
import { CancelledError } from './worker-client.js';
import * as storage from './storage.js';
import { KIND_NAMES, isBinaryKind, isSudoku } from './kinds.js';
import { LESSONS, Tutorial } from './tutorial.js';
import { t } from './i18n.js';

/**
 * Learn: the technique library, and the learning position on the board (an example or a practice position of a
 * technique), gone when another game takes the board.
 */
export class Learning {
  #own;
  #board; #work; #hints; #message; #worker; #hintWorker; #nextSeed;

  constructor(changed, { board, work, hints, message, worker, hintWorker, nextSeed }) {
    this.#own = new Owned({
      libraryOpen: false,   // the technique library is open
      library: null,        // {sudoku: [{id, name, level, description, seeds}], binary: [...]} (from the engine, once)
      practice: storage.loadPractice(), // practice per technique: {'sudoku:x-wing': {attempts, successes}}
      learn: null,          // the board shows a learning position: see learn() below
      learnMissing: null,   // the last search for a learning position found none: what it looked for, and why
    }, changed);
    this.#board = board;
    this.#work = work;
    this.#hints = hints;
    this.#message = message;
    this.#worker = worker;
    this.#hintWorker = hintWorker;
    this.#nextSeed = nextSeed;
    board.watch((event) => {
      if (event === 'install' && (this.state.learn || this.state.learnMissing)) this.#own.set({ learn: null, learnMissing: null });
    });
  }
  get state() { return this.#own.value; }

  // A learning position is a game on the board like any other, but it is not saved, not counted as solved, and
  // its link is `practice/<kind>/<technique id>/<seed>` (or `findall/…`, `example/…`), which reopens the same position.

  /** Forgets the technique library read from the engine (its names and descriptions are in the language of the
   *  time): after a change of language, the next opening reads it again. */
  forgetLibrary() { this.#own.set({ library: null }); }

  /** Opens or closes the technique library (read from the worker's engine the first time). */
  async openLibrary(open) {
    let library = this.state.library;
    if (!library) {
      try { library = await this.#hintWorker.library(); } catch (e) {
        if (e instanceof EngineFault) this.#message.say(t('learn-library-fault', { fault: e.message }), 'error', e.details);
        else if (!(e instanceof CancelledError)) this.#message.say(t('learn-library-failed', { reason: e.message }), 'error');
        return;
      }
    }
    this.#own.set({ library, libraryOpen: open, practice: storage.loadPractice() });
  }

  /** The link of the learning position on the board ('' when none). */
  get link() { return this.state.learn ? learnLink(this.state.learn) : ''; }

  /** Practice (or Find them all) is on the board: Check checks the answer (checkPractice). */
  get practising() { return isPractice(this.state.learn?.mode); }

  /**
   * Shows an example of technique `id` of `kind` (mode `example`) or a practice position (mode `practice`): the
   * worker searches puzzles from `seed` for a position where the technique is the easiest next step, within
   * LEARN_MAX_PUZZLES and LEARN_BUDGET_MS. A technique too rare to find says so and the board stays; Cancel
   * stops the search. Resolves true when a position is on the board.
   */
  async learn({ mode, kind, id, seed = null }) {
    if (!this.state.library) await this.openLibrary(false);
    const entry = this.state.library?.[kind]?.find((x) => x.id === id);
    if (!entry) { this.#message.say(t('learn-unknown-technique', { kind: KIND_NAMES[kind] ?? kind, id }), 'error'); return false; }
    // a rare technique starts from a seed known to give it at once, the others from a random one
    const from = seed ?? (entry.seeds.length ? entry.seeds[this.#nextSeed() % entry.seeds.length] : this.#nextSeed());
    this.#own.set({ libraryOpen: false });
    const job = this.#work.begin(isPractice(mode) ? t('learn-finding-practice', { technique: entry.name }) : t('learn-finding-example', { technique: entry.name }));
    this.#message.clear();
    let p;
    try {
      p = await this.#worker.practice({ kind, id, seed: from, maxPuzzles: LEARN_MAX_PUZZLES, budgetMs: LEARN_BUDGET_MS });
    } catch (e) {
      if (e instanceof CancelledError) return false;
      this.#work.end(job);
      if (e instanceof EngineFault) this.#message.say(t('learn-position-fault', { fault: e.message }), 'error', e.details);
      else this.#message.say(t('learn-position-not-found', { reason: e.message }), 'error');
      return false;
    }
    this.#work.end(job);
    const learn = { mode, kind, id, name: entry.name, level: entry.level, description: entry.description,
                    seed: p.seed, start: p.save, verdict: null, counted: false, notFound: '', ms: p.ms, tried: p.tried };
    if (!p.found) {
      // the board keeps its game; the panel says so and offers the next seeds or another technique
      this.#own.set({ learnMissing: { ...learn, notFound: t('learn-none-found', { reason: p.message }) } });
      return false;
    }
    const args = { technique: entry.name };
    const text = mode === 'findall' ? t('learn-easiest-findall', args)
      : mode === 'practice' ? (kind === 'sudoku' ? t('learn-easiest-practice-notes', args) : t('learn-easiest-practice', args))
      : t('learn-easiest-example', args);
    try {
      // the technique's level: the header says it (render.js renderLevel), and the position is not graded
      this.#board.install(EngineGame.fromSave(p.save), { transient: true, level: entry.level, hardest: entry.id,
                                                         message: { text, tone: 'info' },
                                                         mode: kind === 'sudoku' && isPractice(mode) ? 'notes' : null });
    } catch (e) {
      this.#message.say(t('learn-position-failed', { reason: e.message }), 'error', e.details ?? '');
      return false;
    }
    this.#own.set({ learn });
    return true;
  }

  /** "Another example" / "Next position": the next seed of the same technique. */
  learnNext() {
    const l = this.state.learnMissing ?? this.state.learn; // not found: its seed is the next one to try
    if (!l) return Promise.resolve(false);
    // a rare technique goes round its known seeds; the others (and a search that found none) go on from the seed
    const known = this.state.library?.[l.kind]?.find((x) => x.id === l.id)?.seeds ?? [];
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
    if (!l) return;
    let hint;
    try { hint = await this.#hintWorker.step(l.start); } catch (e) {
      if (!(e instanceof CancelledError)) {
        this.#message.say(e instanceof EngineFault ? t('learn-step-fault', { fault: e.message }) : t('learn-step-failed', { reason: e.message }), 'error', e.details ?? '');
      }
      return;
    }
    if (this.state.learn?.start !== l.start) return; // another position since
    if (isPractice(l.mode) && !this.state.learn.counted) this.#countPractice(false);
    this.#hints.show(hint, { tier: 2 });
  }

  /** Practice: the player's marks checked against the step (the tools' Check does this in practice). */
  async checkPractice() {
    const l = this.state.learn, save = this.#board.save();
    if (!l || !this.#board.canPlay()) return;
    let v;
    try { v = await this.#hintWorker.practiceCheck(l.start, save, l.mode === 'findall'); } catch (e) {
      if (!(e instanceof CancelledError)) this.#message.say(e.message, 'error', e.details ?? '');
      return;
    }
    if (this.state.learn?.start !== l.start || this.#board.save() !== save) return; // a move or another position since
    if (v.outcome !== 'nothing' && !this.state.learn.counted) this.#countPractice(v.outcome === 'right');
    this.#own.set({ learn: { ...this.state.learn, verdict: v } });
    this.#board.markWrong(v.wrong);
    this.#board.markMissed(v.outcome === 'wrong' ? [] : v.missed);
    this.#message.clear();
  }

  /** One attempt at the technique on the board, counted once per position. */
  #countPractice(right) {
    const l = this.state.learn;
    this.#own.set({ learn: { ...l, counted: true }, practice: storage.recordPractice(l.kind, l.id, right) });
  }
}

/** The first-visit tutorial: its offer, and the open tutorial dialog (tutorial.js runs the lesson). */
export class TutorialFlow {
  #own;
  #board;
  #message;
  #open = null; // the open tutorial (tutorial.js), or null

  constructor(changed, { board, message }) {
    // offer: the family whose first-visit tutorial is offered ('' : none); view: the open dialog (Tutorial.view())
    this.#own = new Owned({ offer: '', view: null }, changed);
    this.#board = board;
    this.#message = message;
  }

  /** Runs a step of the lesson; a fault in the engine closes the tutorial (it can be started again), and says so. */
  #guard(fn) {
    try { fn(); } catch (e) {
      if (!(e instanceof EngineFault)) throw e;
      this.#open?.free();
      this.#open = null;
      this.#own.set({ view: null });
      this.#board.holdClock(false);
      this.#message.say(t('learn-tutorial-fault', { fault: e.message }), 'error', e.details);
    }
  }
  get state() { return this.#own.value; }

  /** Offers the tutorial of the board's family unless it was finished, skipped or declined before (storage.js). */
  offer() {
    const kind = this.#board.state.info?.kind;
    if (kind && LESSONS[kind] && !this.state.view && !storage.tutorialSeen(kind)) this.#own.set({ offer: kind });
  }
  decline() {
    if (this.state.offer) storage.markTutorialSeen(this.state.offer);
    this.#own.set({ offer: '' });
  }
  /** Opens the tutorial dialog (from the offer, or again at any time from How to play). */
  start(kind = this.state.offer || (isSudoku(this.#board.state.info?.kind) ? 'sudoku' : this.#board.state.info?.kind) || 'sudoku') {
    this.#open?.free();
    this.#open = null;
    this.#guard(() => {
      // Tango has no lesson of its own yet: the binary one teaches its symbols, balance and triples
      this.#open = new Tutorial(LESSONS[kind] ? kind : (isBinaryKind(kind) ? 'binary' : 'sudoku'));
      this.#own.set({ offer: '', view: this.#open.view() });
      this.#board.holdClock(true); // the game's clock waits while the lesson is open
    });
  }
  /** A move in the tutorial: `select` (a cell), `input` (a symbol character), `erase`, `cycle` (a cell). */
  act(action, arg) {
    const lesson = this.#open;
    if (!lesson || !['select', 'input', 'erase', 'cycle'].includes(action)) return;
    this.#guard(() => {
      lesson[action](arg);
      this.#own.set({ view: lesson.view() });
    });
  }
  /** Next (Finish at the end); Skip and Finish close it for good. */
  next() {
    const lesson = this.#open;
    if (!lesson) return;
    if (lesson.finished) { this.close(); return; }
    this.#guard(() => { if (lesson.next()) this.#own.set({ view: lesson.view() }); });
  }
  close() {
    if (!this.#open) return;
    storage.markTutorialSeen(this.#open.kind);
    this.#open.free();
    this.#open = null;
    this.#own.set({ view: null });
    this.#board.holdClock(false);
  }
}


/** Work bounds of a search for a learning position: puzzles tried, and the time it may take in the worker. */
export const LEARN_MAX_PUZZLES = 2000;
export const LEARN_BUDGET_MS = 2000;

/** Modes where the player answers and Check checks: practice (the step), findall (every instance of it). */
const isPractice = (mode) => mode === 'practice' || mode === 'findall';

/** `practice/sudoku/x-wing/17`, `findall/…` or `example/…`: the link of a learning position. */
export function learnLink(l) { return `${l.mode}/${l.kind}/${l.id}/${l.seed}`; }

/** The parts of a learning link ({mode, kind, id, seed}), or null when `text` is not one. */
export function parseLearnLink(text) {
  const m = /^(practice|findall|example)\/(sudoku|killer|binary|tango)\/([a-z0-9+-]{1,40})\/(\d{1,10})$/.exec(text);
  return m ? { mode: m[1], kind: m[2], id: m[3], seed: Number(m[4]) >>> 0 } : null;
}