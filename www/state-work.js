// The work the board waits for: a new game being made, a link's puzzle checked, or a learning position searched
// for, in the worker. While it runs the board cannot be played, the busy cover says what is being done and for
// how long, and Cancel stops it; a game opened another way (Continue, a link, Back) makes it give way.
import { Owned } from './state-slice.js';
import { t } from './i18n.js';

export class Work {
  #own;
  #worker;
  #message;

  constructor(changed, { worker, message }) {
    // label: what is being done ('' : nothing); since: when it began (performance.now()), for the progress shown
    this.#own = new Owned({ label: '', since: 0, job: 0 }, changed);
    this.#worker = worker;
    this.#message = message;
  }
  get state() { return this.#own.value; }

  /** Starts showing `label`; returns the job's number for `end`. */
  begin(label) {
    const job = this.state.job + 1;
    this.#own.set({ label, since: performance.now(), job });
    return job;
  }
  /** The work is over (only job `job` when given: a later one stays). */
  end(job = 0) { if (this.state.label && (!job || job === this.state.job)) this.#own.set({ label: '' }); }

  /** Another game takes the board: the worker's job stops (its promise rejects with CancelledError). */
  giveWay() { if (this.#worker.cancel()) this.end(); }

  /** Cancel: the job stops (CancelledError, byPlayer), and the message says so. */
  cancel() {
    if (!this.#worker.cancel({ byPlayer: true })) return;
    this.end();
    this.#message.say(t('work-cancelled'));
  }
}
