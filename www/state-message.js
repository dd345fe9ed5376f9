// The message line under the tools: what the last action did, or why it could not ({text, tone: 'info' |
// 'error'}; null when there is nothing to say). Every slice speaks through it; render.js shows it.
import { Owned } from './state-slice.js';

export class Message {
  #own;

  constructor(changed) { this.#own = new Owned({ message: null }, changed); }
  get state() { return this.#own.value; }

  say(text, tone = 'info') { this.#own.set({ message: { text, tone } }); }
  /** Shows `message` ({text, tone}), or clears the line (null). */
  show(message) { if (message !== this.state.message) this.#own.set({ message }); }
  clear() { this.show(null); }
}
