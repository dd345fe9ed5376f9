// The work the board waits for: a new game being made, or a learning position searched for, in the worker. While
// it runs the board cannot be played, the busy cover says what is being done, and Cancel stops it; a game
// opened another way (Continue, a link, Back) makes it give way.
import { Owned } from './state-slice.js';

export class Work {
  #own;
  #worker;
  #message;

  constructor(changed, { worker, message }) {
    this.#own = new Owned({ label: '' }, changed); // label: what is being done ('' : nothing)
    this.#worker = worker;
    this.#message = message;
  }
  get state() { return this.#own.value; }

  begin(label) { this.#own.set({ label }); }
  end() { if (this.state.label) this.#own.set({ label: '' }); }

  /** Another game takes the board: the worker's job stops (its promise rejects with CancelledError). */
  giveWay() { if (this.#worker.cancel()) this.end(); }

  /** Cancel: the job stops, and the message says so. */
  cancel() {
    if (!this.#worker.cancel()) return;
    this.end();
    this.#message.say('Cancelled.');
  }
}
