// Promise API over worker.js. One job at a time: a new request (or cancel()) terminates the running worker
// and starts a fresh one, so a long generation never blocks the next request. Background work (grading the game
// on the board) gives way instead: it never stops a request the player is waiting for, it waits until the worker
// is free.

export class CancelledError extends Error {
  constructor() { super('cancelled'); this.name = 'CancelledError'; }
}

export class EngineWorker {
  #worker = null;
  #pending = null; // {id, resolve, reject}
  #nextId = 1;

  #spawn() {
    const w = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    w.onmessage = (e) => {
      const p = this.#pending;
      if (!p || e.data.id !== p.id) return;
      this.#pending = null;
      if (e.data.fatal) { w.terminate(); if (this.#worker === w) this.#worker = null; }
      if (e.data.ok) p.resolve(e.data.value); else p.reject(new Error(e.data.error));
    };
    w.onerror = (e) => {
      e.preventDefault();
      if (this.#worker !== w) return; // a worker already stopped: its late error is no job's
      const p = this.#pending;
      this.#pending = null;
      this.#worker?.terminate();
      this.#worker = null;
      p?.reject(new Error(e.message || 'the puzzle engine could not be started'));
    };
    return w;
  }

  /**
   * Runs `op` in the worker; any job still running is cancelled first. A `background` job does not cancel a
   * request: it starts once the worker is free (and is cancelled like any job by the next request).
   */
  run(op, args, { background = false } = {}) {
    const p = this.#pending;
    if (background && p && !p.background) return p.settled.then(() => this.run(op, args, { background }));
    if (p) this.cancel();
    this.#worker ??= this.#spawn();
    const id = this.#nextId++;
    let settle;
    const job = new Promise((resolve, reject) => {
      this.#pending = { id, resolve, reject, background, settled: new Promise((r) => { settle = r; }) };
      this.#worker.postMessage({ id, op, args });
    });
    job.then(settle, settle);
    return job;
  }

  /** Stops the running job (its promise rejects with CancelledError); the next run starts a new worker. */
  cancel() {
    const p = this.#pending;
    if (!p) return false;
    this.#pending = null;
    this.#worker?.terminate();
    this.#worker = null;
    p.reject(new CancelledError());
    return true;
  }

  generate(opts) { return this.run('generate', opts); }
  proven(opts) { return this.run('proven', opts); }
  verdict(text, preferKind, { grade = true } = {}) { return this.run('verdict', { text, preferKind, grade }); }
  grade(gameId) { return this.run('grade', { gameId }, { background: true }); }
  hint(save) { return this.run('hint', { save }); }
  solvePath(gameId) { return this.run('solvePath', { gameId }); }
  practice(opts) { return this.run('practice', opts); }
  /** The step a learning position (saved as `start`) teaches, as a plain hint. */
  step(start) { return this.run('step', { start }); }
  /** The game saved as `save` checked as the answer to the practice position saved as `start`. */
  practiceCheck(start, save) { return this.run('practiceCheck', { start, save }); }
  /** The technique library ({sudoku, binary, tango}); waits for a running job instead of stopping it. */
  library() { return this.run('library', {}, { background: true }); }
}
