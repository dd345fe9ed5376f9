// The player's settings (theme, timer, notes clean-up, highlights, auto-check, digit first), kept in the browser
// (storage.js). The board follows the ones that change play (state-board.js watches them).
import { Owned } from './state-slice.js';
import * as storage from './storage.js';

export class Settings {
  #own;
  #watchers = new Set();

  constructor(changed, settings) { this.#own = new Owned({ settings }, changed); }
  get state() { return this.#own.value; }

  /** `fn(name, value)` after each change. */
  watch(fn) { this.#watchers.add(fn); }

  set(name, value) {
    const settings = { ...this.state.settings, [name]: value };
    storage.saveSettings(settings);
    this.#own.set({ settings });
    for (const fn of this.#watchers) fn(name, value);
  }
}
