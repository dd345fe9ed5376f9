// Learning on the board: the technique library, an example or a practice position of a technique (searched
// for in the worker; not saved, not counted as solved, with a link that reopens it), and the first-visit
// tutorial (tutorial.js holds the lesson). State only: render.js draws the library, the Learn panel and the
// tutorial dialog.
import { EngineGame } from './engine.js';
import { CancelledError } from './worker-client.js';
import * as storage from './storage.js';
import { KIND_NAMES, isBinaryKind, isSudoku } from './kinds.js';
import { unitCellsOf } from './state-hints.js';
import { LESSONS, Tutorial } from './tutorial.js';

/** Learn (state.js delegates to it); `core` is the store's inside (state.js). */
export class Learning {
  #store;
  #core;

  constructor(store, core) { this.#store = store; this.#core = core; }
  get #state() { return this.#store.state; }

  // A learning position is a game on the board like any other, but it is not saved, not counted as solved, and
  // its link is `practice/<kind>/<technique id>/<seed>` (or `example/…`), which reopens the same position.

  /** Opens or closes the technique library (read from the worker's engine the first time). */
  async openLibrary(open) {
    if (!this.#state.library) {
      try { this.#state.library = await this.#core.hintWorker.library(); } catch (e) {
        if (!(e instanceof CancelledError)) this.#store.say(`The technique library could not be loaded: ${e.message}`, 'error');
        return;
      }
    }
    this.#core.set({ libraryOpen: open, practice: storage.loadPractice() });
  }

  /** The link of the learning position on the board ('' when none). */
  get link() { return this.#state.learn ? learnLink(this.#state.learn) : ''; }

  /**
   * Shows an example of technique `id` of `kind` (mode `example`) or a practice position (mode `practice`): the
   * worker searches puzzles from `seed` for a position where the technique is the easiest next step, within
   * LEARN_MAX_PUZZLES and LEARN_BUDGET_MS. A technique too rare to find says so and the board stays; Cancel
   * stops the search. Resolves true when a position is on the board.
   */
  async learn({ mode, kind, id, seed = null }) {
    if (!this.#state.library) await this.openLibrary(false);
    const entry = this.#state.library?.[kind]?.find((t) => t.id === id);
    if (!entry) { this.#store.say(`There is no ${KIND_NAMES[kind] ?? kind} technique '${id}'.`, 'error'); return false; }
    // a rare technique starts from a seed known to give it at once, the others from a random one
    const from = seed ?? (entry.seeds.length ? entry.seeds[this.#core.nextSeed() % entry.seeds.length] : this.#core.nextSeed());
    this.#core.set({ libraryOpen: false, busy: `Finding ${mode === 'practice' ? 'a position to practise' : 'an example of'} ${entry.name}…`, message: null });
    let p;
    try {
      p = await this.#core.worker.practice({ kind, id, seed: from, maxPuzzles: LEARN_MAX_PUZZLES, budgetMs: LEARN_BUDGET_MS });
    } catch (e) {
      if (e instanceof CancelledError) return false;
      this.#core.set({ busy: '', message: { text: `No position found: ${e.message}`, tone: 'error' } });
      return false;
    }
    this.#state.busy = '';
    const learn = { mode, kind, id, name: entry.name, level: entry.level, description: entry.description,
                    seed: p.seed, start: p.save, verdict: null, counted: false, notFound: '', ms: p.ms, tried: p.tried };
    if (!p.found) {
      // the board keeps its game; the panel says so and offers the next seeds or another technique
      this.#core.set({ learnMissing: { ...learn, notFound: `${p.message}. Try again, or choose another technique in Learn.` } });
      return false;
    }
    let game;
    try { game = EngineGame.fromSave(p.save); } catch (e) { this.#store.say(`No position: ${e.message}`, 'error'); return false; }
    const what = mode === 'practice'
      ? (kind === 'sudoku' ? 'turn off the notes it rules out (Notes on) or enter the digit it places' : 'enter the digits it places')
      : 'press Show the step to see it';
    this.#core.install(game, { learn, message: { text: `${entry.name} is the easiest step here: ${what}.`, tone: 'info' } });
    if (kind === 'sudoku' && mode === 'practice') this.#core.set({ notesMode: true });
    return true;
  }

  /** "Another example" / "Next position": the next seed of the same technique. */
  learnNext() {
    const l = this.#state.learnMissing ?? this.#state.learn; // not found: its seed is the next one to try
    if (!l) return Promise.resolve(false);
    // a rare technique goes round its known seeds; the others (and a search that found none) go on from the seed
    const known = this.#state.library?.[l.kind]?.find((t) => t.id === l.id)?.seeds ?? [];
    const k = known.indexOf(l.seed);
    const seed = l === this.#state.learn && k >= 0 && known.length > 1 ? known[(k + 1) % known.length]
      : (l.seed + (l === this.#state.learn ? 1 : 0)) >>> 0;
    return this.learn({ mode: l.mode, kind: l.kind, id: l.id, seed });
  }

  /** From an example to practising the same technique (a fresh position). */
  practiseThis() {
    const l = this.#state.learn;
    if (l) return this.learn({ mode: 'practice', kind: l.kind, id: l.id });
    return Promise.resolve(false);
  }

  /** Shows the step, drawn as a hint's reasoning (tier 2). In practice it ends the attempt unless checked. */
  async showStep() {
    const l = this.#state.learn;
    if (!l || !this.#core.game()) return;
    let hint;
    try { hint = await this.#core.hintWorker.step(l.start); } catch (e) {
      if (!(e instanceof CancelledError)) this.#store.say(`No step: ${e.message}`, 'error');
      return;
    }
    if (this.#state.learn?.start !== l.start) return; // another position since
    if (l.mode === 'practice' && !this.#state.learn.counted) this.#countPractice(false);
    this.#core.set({ hint: { tier: 2, step: hint, remote: false, unitCells: unitCellsOf(this.#state.info, hint.unitCodes) }, message: null });
  }

  /** Practice: the player's marks checked against the step (the tools' Check does this in practice). */
  async checkPractice() {
    const l = this.#state.learn, save = this.#core.game().save();
    let v;
    try { v = await this.#core.hintWorker.practiceCheck(l.start, save); } catch (e) {
      if (!(e instanceof CancelledError)) this.#store.say(e.message, 'error');
      return;
    }
    if (this.#state.learn?.start !== l.start || this.#core.game()?.save() !== save) return; // a move or another position since
    if (v.outcome !== 'nothing' && !this.#state.learn.counted) this.#countPractice(v.outcome === 'right');
    this.#core.set({ learn: { ...this.#state.learn, verdict: v }, wrong: new Set(v.wrong), message: null });
  }

  /** One attempt at the technique on the board, counted once per position. */
  #countPractice(right) {
    const l = this.#state.learn;
    this.#state.learn = { ...l, counted: true };
    this.#state.practice = storage.recordPractice(l.kind, l.id, right);
  }
}

/** The first-visit tutorial (state.js delegates to it: offerTutorial, startTutorial, …). */
export class TutorialFlow {
  #store;
  #core;
  #open = null; // the open tutorial (tutorial.js), or null

  constructor(store, core) { this.#store = store; this.#core = core; }
  get #state() { return this.#store.state; }

  /** Offers the tutorial of the board's family unless it was finished, skipped or declined before (storage.js). */
  offer() {
    const kind = this.#state.info?.kind;
    if (kind && LESSONS[kind] && !this.#state.tutorial && !storage.tutorialSeen(kind)) this.#core.set({ tutorialOffer: kind });
  }
  decline() {
    if (this.#state.tutorialOffer) storage.markTutorialSeen(this.#state.tutorialOffer);
    this.#core.set({ tutorialOffer: '' });
  }
  /** Opens the tutorial dialog (from the offer, or again at any time from How to play). */
  start(kind = this.#state.tutorialOffer || (isSudoku(this.#state.info?.kind) ? 'sudoku' : this.#state.info?.kind) || 'sudoku') {
    this.#open?.free();
    // Tango has no lesson of its own yet: the binary one teaches its symbols, balance and triples
    this.#open = new Tutorial(LESSONS[kind] ? kind : (isBinaryKind(kind) ? 'binary' : 'sudoku'));
    this.#core.set({ tutorialOffer: '', tutorial: this.#open.view() });
  }
  /** A move in the tutorial: `select` (a cell), `input` (a symbol character), `erase`, `cycle` (a cell). */
  act(action, arg) {
    const t = this.#open;
    if (!t || !['select', 'input', 'erase', 'cycle'].includes(action)) return;
    t[action](arg);
    this.#core.set({ tutorial: t.view() });
  }
  /** Next (Finish at the end); Skip and Finish close it for good. */
  next() {
    const t = this.#open;
    if (!t) return;
    if (t.finished) { this.close(); return; }
    if (t.next()) this.#core.set({ tutorial: t.view() });
  }
  close() {
    if (!this.#open) return;
    storage.markTutorialSeen(this.#open.kind);
    this.#open.free();
    this.#open = null;
    this.#core.set({ tutorial: null });
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