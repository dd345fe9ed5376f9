// The next game, made ahead: while a game is played, the worker makes the puzzle that New game would make next
// (the Next game choices and the next seed) as background work, so New game and Next puzzle show a board at once
// instead of after a generation of one to three seconds at 16×16 and 25×25. It starts after a quiet moment
// (AHEAD_DELAY_MS with no change of choice), gives way to every request the player makes (a background job,
// worker-client.js) and starts again after it; a changed choice cancels it. The puzzle is the very one New game
// would have made (same choices, same seed), so a seeded page (?seed=N) stays reproducible.
import { Owned } from './state-slice.js';
import { CancelledError } from './worker-client.js';

/** How long the choices stay unchanged before the next puzzle is made (milliseconds). */
export const AHEAD_DELAY_MS = 2000;

/** A choice of puzzle as one string: {fromSet (a ready-made set, or null), kind, rules, size, level, symmetry}. */
const keyOf = (spec) => JSON.stringify([spec.fromSet, spec.kind, spec.rules, spec.size, spec.level, spec.symmetry]);

export class Ahead {
  #own;
  #worker; #seeds; #make;
  #timer = 0;
  #job = null; // {key, op, seed, promise (the puzzle or null), game (once made)}
  #wanted = null; // the spec of the last want()

  /**
   * worker: the worker new games are made in (its jobs are stopped here); seeds: {peek, take} (state.js);
   * make(spec, seed, {background}): the request that makes a puzzle of `spec` (state-newgame.js), a promise of
   * {gameId, level, hardest, undecided}.
   */
  constructor(changed, { worker, seeds, make }) {
    this.#own = new Owned({ ready: false }, changed); // ready: a puzzle for the current choices is waiting
    this.#worker = worker;
    this.#seeds = seeds;
    this.#make = make;
  }
  get state() { return this.#own.value; }

  /** The choices New game will use next (`spec`, see keyOf): a puzzle for other choices is dropped, one for
   *  these is made after a quiet moment. null: the player is busy (a new game being made, the Import dialog):
   *  nothing starts meanwhile, and what is made or being made is kept. */
  want(spec) {
    if (!spec) { clearTimeout(this.#timer); this.#wanted = null; return; }
    const key = keyOf(spec);
    if (this.#wanted && keyOf(this.#wanted) === key) return;
    this.#wanted = spec;
    if (this.#job && (this.#job.key !== key || this.#job.seed !== this.#seeds.peek())) this.#drop({ stop: true });
    this.#schedule();
  }

  /** After a quiet moment, the wanted puzzle is made (unless one is made or being made). */
  #schedule() {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#start(), AHEAD_DELAY_MS);
  }

  #start() {
    const spec = this.#wanted;
    if (!spec || this.#job) return;
    const seed = this.#seeds.peek();
    const job = { key: keyOf(spec), op: spec.fromSet ? 'readyMade' : 'generate', seed, game: null };
    job.promise = this.#make(spec, seed, { background: true }).then((g) => {
      if (this.#job === job) { job.game = g; this.#own.set({ ready: true }, 'controls'); }
      return g;
    }, (e) => {
      // stopped by the player's Cancel while New game waited for it: that New game stops too
      if (e instanceof CancelledError && e.byPlayer) throw e;
      // stopped by a request: made again after a quiet moment; failed: not tried again for these choices (New
      // game, making it itself, reports why)
      if (this.#job === job) { this.#job = null; if (e instanceof CancelledError) this.#schedule(); }
      return null;
    });
    this.#job = job;
  }

  /** Forgets the puzzle made or being made; `stop`: its worker job, if still running, stops. */
  #drop({ stop = false } = {}) {
    const job = this.#job;
    this.#job = null;
    if (stop && !job.game) this.#worker.cancel({ op: job.op });
    if (this.state.ready) this.#own.set({ ready: false }, 'controls');
  }

  /**
   * New game for `spec`: the puzzle made ahead for it, as {gameId, …} when it is ready, as a promise of it (or of
   * null when it could not be made) while it is being made, with the seed it took, used up: {seed, made}; null
   * when there is none.
   */
  take(spec) {
    const job = this.#job;
    this.#wanted = null;
    clearTimeout(this.#timer);
    if (!job || job.key !== keyOf(spec) || job.seed !== this.#seeds.peek()) return null;
    this.#drop();
    return { seed: this.#seeds.take(), made: job.game ?? job.promise };
  }
}
