// The engine's steps shown on the board: Hint's three tiers (the hint found in the teaching worker), and the
// replays (replay.js walks them): a finished game's solve path, or a player's moves from a replay link. State only: render.js draws the hint panel,
// the picture and the replay panel.
import { CancelledError } from './worker-client.js';
import { watchRestarts } from './engine.js';
import { EngineFault } from './faults.js';
import { unitCells } from './figure.js';
import { MovesReplay, Replay } from './replay.js';
import { cellsOf, movesOf } from './step-record.js';
import { Owned } from './state-slice.js';
import * as storage from './storage.js';
import { capitalized, catalogueOf } from './kinds.js';
import { t } from './i18n.js';

/** The cells of a hint's units ([{type, index}], the step record's unit objects), for the tier-1 highlight. */
export function unitCellsOf(info, units) {
  const out = new Set();
  for (const u of units ?? []) for (const c of unitCells(info, u)) out.add(c);
  return out;
}

/** A step record (www/step-record.js) as the plain hint the board draws at tier 2 (the replay's steps, a step
 *  chosen from All steps here): its moves in the page's numbers; the third press places its digits and applies
 *  its eliminations to the notes. */
export function recordAsHint(info, step) {
  return { title: step.text.title, techniqueId: step.technique, summary: step.text.summary, units: step.units,
           evidence: cellsOf(step), placements: movesOf(info, step.placements), eliminations: movesOf(info, step.eliminations),
           mistake: null, action: step.placements.length ? 'place' : 'notes', fill: [], erase: [], steps: [step] };
}

/** Hint: the hint shown on the board, gone at the next move, another game or a pause. */
export class Hints {
  #own;
  #board; #message; #hintWorker;
  #early = 0; // presses made while the worker looks for the hint: each is carried out when it arrives

  constructor(changed, { board, message, hintWorker }) {
    // hint: {tier: 0 (looking) ..2, step, remote, unitCells: Set}; allSteps: All steps here, null when closed, else
    // {loading} while the worker lists them, then {steps: [step records], filter: technique id or ''} or {error}
    this.#own = new Owned({ hint: null, allSteps: null }, changed);
    this.#board = board;
    this.#message = message;
    this.#hintWorker = hintWorker;
    board.watch(() => { this.clear(); this.closeAllSteps(); }); // a move, another game, a pause
  }
  get state() { return this.#own.value; }

  clear() { if (this.state.hint) this.#own.set({ hint: null }); }

  /**
   * All steps here: every step in the position on the board (`deduce steps --all`), listed in a dialog by
   * technique, easiest first; one chosen is drawn on the board as a tier-2 hint (showListed). Sudoku only.
   */
  async openAllSteps() {
    if (!this.#board.canPlay() || this.#board.state.snap.solved || this.state.allSteps) return;
    const pending = { loading: true };
    this.#own.set({ allSteps: pending });
    let steps;
    try { steps = await this.#hintWorker.allSteps(this.#board.save()); } catch (e) {
      if (this.state.allSteps !== pending) return;
      if (e instanceof CancelledError) { this.#own.set({ allSteps: null }); return; }
      this.#own.set({ allSteps: { error: e instanceof EngineFault ? e.message : `${capitalized(e.message)}.` } });
      return;
    }
    if (this.state.allSteps === pending) this.#own.set({ allSteps: { steps, filter: '' } });
  }
  closeAllSteps() {
    if (!this.state.allSteps) return;
    if (this.state.allSteps.loading) this.#hintWorker.cancel();
    this.#own.set({ allSteps: null });
  }
  /** The list's filter: a technique id, or '' for every step. */
  filterAllSteps(id) { if (this.state.allSteps?.steps) this.#own.set({ allSteps: { ...this.state.allSteps, filter: id } }); }
  /** Step `k` of the list drawn on the board as a tier-2 hint (the list closes). */
  showListed(k) {
    const step = this.state.allSteps?.steps?.[k];
    if (!step) return;
    this.#own.set({ allSteps: null });
    this.show(recordAsHint(this.#board.state.info, step), { tier: 2 });
  }

  /** Shows `step` (a plain hint, teach.js) at `tier` (2: with its reasoning and picture). */
  show(step, { tier = 1, remote = false } = {}) {
    this.#own.set({ hint: { tier, step, remote, unitCells: unitCellsOf(this.#board.state.info, step.units) } });
    this.#message.clear();
  }

  /**
   * Hint tiers: 1) technique(s) and where to look (a mistake: only that there is one), 2) the whole reasoning,
   * 3) carry it out: place the digit, apply the step to the notes (filling in blank cells it involves first), or
   * erase the wrong entry. Every third press changes the board, so pressing Hint again and again solves the
   * puzzle. The hint is found in a worker of its own (the page's wasm has no teaching engine; the search behind a
   * hint takes seconds at 25×25), so the page stays responsive; meanwhile the hint panel says so (tier 0), and
   * further presses wait for the answer: each one then goes one tier further, as if pressed after it.
   */
  hint() {
    if (!this.#board.canPlay() || this.#board.state.snap.solved) return;
    const cur = this.state.hint;
    if (cur && cur.tier === 0) { this.#early++; return; }
    if (cur && cur.tier === 2) { this.#board.applyStep(cur.step); return; }
    if (cur && cur.tier === 1) { this.#own.set({ hint: { ...cur, tier: 2 } }); return; }
    this.#hintInWorker();
  }

  async #hintInWorker() {
    const pending = { tier: 0, step: null, unitCells: new Set() };
    this.#early = 0;
    this.#own.set({ hint: pending });
    this.#message.clear();
    let step;
    try { step = await this.#hintWorker.hint(this.#board.save()); } catch (e) {
      if (e instanceof CancelledError || this.state.hint !== pending) return;
      this.#early = 0;
      this.#own.set({ hint: null });
      if (e instanceof EngineFault) this.#message.say(t('hints-fault', { fault: e.message }), 'error', e.details);
      else this.#message.say(t('hints-failed', { reason: e.message }), 'error');
      return;
    }
    // a move, another game or a new hint since the question: the answer is for a position no longer on the board
    // (the presses made meanwhile were for it too)
    if (this.state.hint !== pending || !this.#board.canPlay()) return;
    this.#board.countHelp('hints');
    // a weak spot: the technique this game needed a hint for (Learn lists the weakest three)
    const info = this.#board.state.info;
    if (step.techniqueId && !step.mistake) storage.recordHint(catalogueOf(info), step.techniqueId);
    this.show(step, { remote: true });
    // the presses made meanwhile, in order; one that asks for the next hint leaves the rest waiting for that one
    let early = this.#early;
    this.#early = 0;
    while (early > 0) {
      early--;
      this.hint();
      if (this.state.hint?.tier === 0) { this.#early += early; break; }
    }
  }
}

/** The replay of a solve, with its own game (replay.js); closed when another game takes the board. */
export class ReplayView {
  #own;
  #board; #hints; #message; #hintWorker;
  #open = null; // the open replay (replay.js), or null

  constructor(changed, { board, hints, message, hintWorker }) {
    // replay: {loading: true, side, view} while the path is worked out, then
    // {index, total, step, level, hardest, view: {snap, hint}} (see #show); null when closed
    this.#own = new Owned({ replay: null }, changed);
    this.#board = board;
    this.#hints = hints;
    this.#message = message;
    this.#hintWorker = hintWorker;
    board.watch((event) => { if (event === 'install') this.#drop(); });
    watchRestarts(() => this.#drop()); // its game was in the engine instance that was replaced
  }

  /** A fault (faults.js): the replay closes, and the message says so. */
  #fault(e) {
    this.#drop();
    this.#message.say(t('replay-fault', { fault: e.message }), 'error', e.details);
  }
  get state() { return this.#own.value; }

  /**
   * Replay: the engine's logical solve path from the givens of the finished game (solved, or revealed), to step
   * through with go(). The path is worked out in a worker (a 25×25 path takes seconds); meanwhile the panel
   * says so. The player's own moves and mistakes are no part of it.
   */
  async open() {
    const { info, snap } = this.#board.state;
    if (!snap?.solved || this.state.replay) return;
    let r, pending;
    try {
      r = new Replay(info.id, info.kind);
      // meanwhile the grid shows the start
      pending = { loading: true, side: info.side, view: { snap: r.snapshot(), hint: null } };
    } catch (e) {
      r?.free();
      if (e instanceof EngineFault) this.#message.say(t('replay-fault', { fault: e.message }), 'error', e.details);
      else this.#message.say(t('replay-failed', { reason: e.message }), 'error');
      return;
    }
    this.#open = r;
    this.#own.set({ replay: pending });
    this.#hints.clear();
    this.#message.clear();
    this.#board.select(-1);
    let path;
    try { path = await this.#hintWorker.solvePath(info.id); } catch (e) {
      if (this.state.replay !== pending) return;
      if (e instanceof EngineFault) { this.#fault(e); return; }
      this.#drop();
      if (!(e instanceof CancelledError)) this.#message.say(t('replay-failed', { reason: e.message }), 'error');
      else this.#message.clear();
      return;
    }
    if (this.state.replay !== pending || this.#open !== r) return; // closed, or another game
    try {
      r.setPath(path);
      this.#show();
    } catch (e) {
      if (!(e instanceof EngineFault)) throw e;
      this.#fault(e);
    }
  }

  /**
   * A replay link's moves (share-replay.js gives the saved text): `openPuzzle(id)` puts the puzzle on the board
   * (resolves true when it did), then the panel steps through the moves on a game of its own, from the givens.
   * Throws a player-facing Error ("the replay in it is damaged: …", or the puzzle's own) before anything changes.
   */
  async openShared(save, openPuzzle) {
    let r;
    try { r = new MovesReplay(save); } catch (e) {
      if (e instanceof EngineFault) throw e;
      throw new Error(t('replay-damaged', { reason: e.message.replace(/^saved game is damaged: /, '') }));
    }
    try {
      if (!(await openPuzzle(r.id))) { r.free(); return false; }
    } catch (e) { r.free(); throw e; }
    this.#drop();
    this.#open = r;
    this.#hints.clear();
    this.#board.select(-1);
    try { this.#show(); } catch (e) {
      if (!(e instanceof EngineFault)) throw e;
      this.#fault(e);
    }
    return true;
  }

  /** Previous step (-1) or next step (+1); `to` jumps to a position (0: the start). */
  go(delta, to = null) {
    const r = this.#open;
    if (!r || this.state.replay?.loading) return;
    const last = r instanceof MovesReplay ? r.total : r.total + 1;
    const index = Math.max(0, Math.min(last, to ?? r.index + delta));
    if (index === r.index) return;
    try {
      r.go(index);
      this.#show();
    } catch (e) {
      if (!(e instanceof EngineFault)) throw e;
      this.#fault(e);
    }
  }

  /** Close replay: back to the finished grid. */
  close() {
    if (!this.state.replay) return;
    if (this.state.replay.loading) this.#hintWorker.cancel();
    this.#drop();
  }

  /** Forgets the replay (another game takes the board, or Close). */
  #drop() {
    this.#open?.free();
    this.#open = null;
    if (this.state.replay) this.#own.set({ replay: null });
  }

  /** The replay's position as the page draws it: the grid there and its step as a tier-2 hint. */
  #show() {
    const r = this.#open;
    if (r instanceof MovesReplay) {
      // a player's move: its cells selected, its words in the panel
      const move = r.move();
      this.#own.set({ replay: { moves: true, index: r.index, total: r.total, move,
                                view: { snap: r.snapshot(), hint: null, selection: new Set(move?.cells ?? []) } } });
      return;
    }
    const step = r.step;
    // the step shown as a tier-2 hint of one step, its moves in the page's numbers
    const hint = step && {
      tier: 2, unitCells: unitCellsOf(this.#board.state.info, step.units),
      step: { ...recordAsHint(r.info, step), action: 'notes' },
    };
    this.#own.set({ replay: { index: r.index, total: r.total, step, level: r.level, hardest: r.hardest(),
                              view: { snap: r.snapshot(), hint } } });
  }
}
