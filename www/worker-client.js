// Promise API over worker.js. One job at a time: a new request (or cancel()) terminates the running worker
// and starts a fresh one, so a long generation never blocks the next request. Background work (grading the game
// on the board, the next game made ahead, the library) gives way instead: it never stops another job, it waits
// until the worker is free, and a request stops it. No job runs unbounded: each kind of request has a time limit (LIMITS_MS), after which the worker is
// replaced and the job fails with an EngineFault (faults.js), as it does when the engine traps or the worker dies.
import { EngineFault } from './faults.js';
import { language } from './i18n.js';

export class CancelledError extends Error {
  /** `byPlayer`: the player pressed Cancel (else another request or another game stopped the job). */
  constructor(byPlayer = false) { super('cancelled'); this.name = 'CancelledError'; this.byPlayer = byPlayer; }
}

/**
 * How long a request may run (milliseconds): a last resort, far above what the page's own puzzles take on a slow
 * phone (counting one of the proven 25×25 puzzles took 25 s and 92 s in wasm in Node, on 2 cores shared by about 30
 * jobs; a 25×25 hint or grade takes seconds, the hardest replay a minute or more), so that only a puzzle too large
 * for the page or a fault meets it. The player can stop any of them long before: Cancel, Close replay, Stop.
 */
export const LIMITS_MS = {
  generate: 180_000,   // the engine's own budget is 30 s (state-newgame.js); this is the net under it
  generateNeeding: 180_000, // up to 200 puzzles (src/needs.rs), each within its budget
  readyMade: 120_000,
  verdict: 300_000,    // an import: count and grade
  link: 180_000,       // a link's verdict: the count alone (the level is worked out afterwards)
  grade: 300_000,
  rating: 60_000,      // a 9×9's Sudoku Explainer rating: under half a second on the forum's hardest natively
  hint: 180_000,
  allSteps: 180_000,
  solvePath: 900_000,
  practice: 120_000,   // the search's own budget is 2 s (state-learn.js)
  step: 120_000,
  practiceCheck: 120_000,
  library: 120_000,
};

export class EngineWorker {
  #worker = null;
  #pending = null; // {id, op, resolve, reject, background, settled, timer}
  #nextId = 1;

  #spawn() {
    const w = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    w.onmessage = (e) => {
      const p = this.#pending;
      if (!p || e.data.id !== p.id) return;
      if (e.data.ok) { this.#settle(p); p.resolve(e.data.value); return; }
      if (e.data.fault === 'trap') { this.#fail(p, new EngineFault({ cause: 'trap', op: p.op, raw: e.data.error, input: p.input })); return; }
      this.#settle(p, { replace: e.data.fault === 'load' });
      p.reject(new Error(e.data.error));
    };
    w.onerror = (e) => {
      e.preventDefault();
      if (this.#worker !== w) return; // a worker already stopped: its late error is no job's
      const p = this.#pending;
      if (p) this.#fail(p, new EngineFault({ cause: 'crash', op: p.op, raw: e.message || '', input: p.input }));
      else this.#replace();
    };
    return w;
  }

  /** The job is over: its timer stops; `replace` ends the worker (the next job starts a fresh one). */
  #settle(p, { replace = false } = {}) {
    clearTimeout(p.timer);
    if (this.#pending === p) this.#pending = null;
    if (replace) this.#replace();
  }

  #replace() {
    this.#worker?.terminate();
    this.#worker = null;
  }

  /** A fault: the worker that had it is replaced, and the fault is kept in the console for a bug report. */
  #fail(p, fault) {
    this.#settle(p, { replace: true });
    fault.log();
    p.reject(fault);
  }

  /**
   * Runs `op` in the worker; any job still running is cancelled first. A `background` job does not cancel a
   * request: it starts once the worker is free (and is cancelled like any job by the next request). `limit`:
   * the key of its time limit in LIMITS_MS (default `op`); `input`: what it is about, for a fault's details.
   */
  run(op, args, { background = false, limit = op, input = '' } = {}) {
    const p = this.#pending;
    if (background && p) return p.settled.then(() => this.run(op, args, { background, limit, input }));
    if (p) this.cancel();
    this.#worker ??= this.#spawn();
    const id = this.#nextId++;
    let settle;
    const job = new Promise((resolve, reject) => {
      const pending = { id, op, input, resolve, reject, background, settled: new Promise((r) => { settle = r; }) };
      const limitMs = LIMITS_MS[limit];
      pending.timer = setTimeout(() => {
        if (this.#pending === pending) this.#fail(pending, new EngineFault({ cause: 'timeout', op, limitMs, input }));
      }, limitMs);
      this.#pending = pending;
      this.#worker.postMessage({ id, op, args, lang: language() });
    });
    job.then(settle, settle);
    return job;
  }

  /** Stops the running job (its promise rejects with CancelledError); the next run starts a new worker.
   *  `byPlayer`: the player asked for it (Cancel); `op`: only a job of that kind. */
  cancel({ byPlayer = false, op = null } = {}) {
    const p = this.#pending;
    if (!p || (op && p.op !== op)) return false;
    this.#settle(p, { replace: true });
    p.reject(new CancelledError(byPlayer));
    return true;
  }

  /** A new puzzle; `background`: made ahead (state-ahead.js), giving way to requests. */
  generate(opts, { background = false } = {}) { return this.run('generate', opts, { background }); }
  readyMade(opts, { background = false } = {}) { return this.run('readyMade', opts, { background }); }
  /** A whole puzzle whose solve uses a technique (Learn's Puzzle button). */
  generateNeeding(opts) { return this.run('generateNeeding', opts); }
  /** What a pasted text (`grade`: with its level) or a link's game ID (without) is; see worker.js verdict. */
  verdict(text, preferKind, { grade = true } = {}) {
    return this.run('verdict', { text, preferKind, grade }, { limit: grade ? 'verdict' : 'link', input: text });
  }
  grade(gameId) { return this.run('grade', { gameId }, { background: true, input: gameId }); }
  /** The Sudoku Explainer rating of the puzzle ('7.2'; '' where it has none). */
  rating(gameId) { return this.run('rating', { gameId }, { background: true, input: gameId }); }
  hint(save) { return this.run('hint', { save }, { input: save }); }
  /** Every step in the position of the game saved as `save` (step records, the first the hint's). */
  allSteps(save) { return this.run('allSteps', { save }, { input: save }); }
  solvePath(gameId) { return this.run('solvePath', { gameId }, { input: gameId }); }
  practice(opts) { return this.run('practice', opts, { input: JSON.stringify(opts) }); }
  /** The step a learning position (saved as `start`) teaches, as a plain hint. */
  step(start) { return this.run('step', { start }, { input: start }); }
  /** The game saved as `save` checked as the answer to the practice position saved as `start`. */
  /** `all`: against every instance of the technique ("Find them all"), not the one step. */
  practiceCheck(start, save, all = false) { return this.run('practiceCheck', { start, save, all }, { input: save }); }
  /** The technique library ({sudoku, binary, tango}); waits for a running job instead of stopping it. */
  library() { return this.run('library', {}, { background: true }); }
}
