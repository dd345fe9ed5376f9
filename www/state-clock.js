// The clock of the game on the board: the time played (kept across reloads in the game's save) and the pause,
// which stops it and covers the grid until Resume. The board starts and stops it (state-board.js); render.js
// shows it, and the store ticks it every second while it runs (state.js).
import { Owned } from './state-slice.js';

export class Clock {
  #own;
  #base = 0;      // milliseconds played before #start
  #start = null;  // performance.now() when it last started; null while stopped

  constructor(changed) { this.#own = new Owned({ paused: false }, changed); }
  get state() { return this.#own.value; }

  elapsedMs() { return this.#base + (this.#start === null ? 0 : performance.now() - this.#start); }
  get running() { return this.#start !== null; }

  /** Runs, unless the player paused it. */
  start() { if (this.#start === null && !this.state.paused) this.#start = performance.now(); }
  stop() { if (this.#start !== null) { this.#base = this.elapsedMs(); this.#start = null; } }

  /** Another game: stopped at `ms` played, not paused. */
  reset(ms) {
    this.#base = ms;
    this.#start = null;
    if (this.state.paused) this.#own.set({ paused: false });
  }

  /** Pause (stops) or Resume (the board starts it again when its game can run). */
  pause(paused) {
    if (paused) this.stop();
    this.#own.set({ paused });
  }

  /** Another tab played this game longer: its time counts. */
  catchUp(ms) {
    const ahead = ms - this.elapsedMs();
    if (ahead > 0) this.#base += ahead;
  }
}
