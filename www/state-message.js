// The message line under the tools: what the last action did, or why it could not ({text, tone: 'info' |
// 'error', details}; null when there is nothing to say). Every slice speaks through it; render.js shows it.
// After a fault in the engine (faults.js) the message says what happened in words, and its `details` (what a bug
// report needs) can be copied with "Copy details", here or in the Import dialog.
import { Owned } from './state-slice.js';

export class Message {
  #own;
  #platform;

  /** platform: {copy(text) -> Promise<bool>} */
  constructor(changed, platform) {
    // copied: the details last copied; open: details that could not be copied, shown to be selected by hand
    this.#own = new Owned({ message: null, copied: '', open: '' }, changed);
    this.#platform = platform;
  }
  get state() { return this.#own.value; }

  /** `details`: a fault's (faults.js EngineFault details), for Copy details. */
  say(text, tone = 'info', details = '') { this.#own.set({ message: { text, tone, details } }); }
  /** Shows `message` ({text, tone}), or clears the line (null). */
  show(message) { if (message !== this.state.message) this.#own.set({ message }); }
  clear() { this.show(null); }

  /** Copy details: puts a fault's details on the clipboard, or shows them when the browser does not allow it. */
  async copyDetails(details) {
    const ok = await this.#platform.copy(details);
    this.#own.set(ok ? { copied: details, open: '' } : { copied: '', open: details });
  }
}
