// The page state: the store that composes its slices and tells the renderers. Each slice owns its fields (a
// frozen object, state-slice.js) and the actions that change them; the others read them and call its actions:
//   message (state-message.js)   the message line
//   settings (state-settings.js) the player's settings
//   choices (state-choices.js)   the Next game choices
//   stats (state-stats.js)       the statistics and the finish message's tally
//   backup (state-backup.js)     every save, statistic and setting as one file, and such a file read back
//   clock (state-clock.js)       the time played and the pause
//   work (state-work.js)         a new game or a learning position being made in the worker (Cancel)
//   board (state-board.js)       the game on the board: its moves, Check, Reveal, its save and level
//   hints, replay (state-hints.js)        Hint, and the replay of a solve
//   saves (state-saves.js)                the Continue list, Back to the previous game, old saves
//   tutorial, learning (state-learn.js)   the first-visit tutorial; Learn's library, examples and practice
//   newGames (state-newgame.js)           New game, Today's, Import and links; the next game made ahead
//                                         (state-ahead.js)
//   booklet (state-booklet.js)            Print booklet: puzzles made for print, in preview
// A slice gets the slices it calls when it is made, so each file imports none of the others' classes. Nothing
// here touches the DOM: subscribers (render.js) are told once after each change, with everything it changed.
import { EngineWorker } from './worker-client.js';
import { Message } from './state-message.js';
import { Settings } from './state-settings.js';
import { Choices } from './state-choices.js';
import { Stats } from './state-stats.js';
import { Backup } from './state-backup.js';
import { Clock } from './state-clock.js';
import { Work } from './state-work.js';
import { Board } from './state-board.js';
import { Hints, ReplayView } from './state-hints.js';
import { SavedGames } from './state-saves.js';
import { Learning, TutorialFlow } from './state-learn.js';
import { NewGames } from './state-newgame.js';
import { Booklet } from './state-booklet.js';

/** How much of the page a change touches, least first: render.js draws less for the first ones. */
const REACH = { timer: 0, selection: 1, controls: 1, all: 2 };

export class Store {
  #listeners = new Set();
  #what = null; // what changed since the subscribers were last told (null: nothing)

  /**
   * worker: the worker for new games, the level, imports and Learn's search (the store makes a second one, the
   * teaching engine on the game on the board: hints, the replay, Learn's steps); settings: the saved settings;
   * seed: the first seed of New game (?seed=N: each new game takes the next), or null for random ones;
   * platform: {copy(text) -> Promise<bool>, link(id) -> string, download(name, text), reload()} (clipboard, URL,
   * files and reloading live outside the store).
   */
  constructor({ worker, settings, seed, platform }) {
    const changed = (what) => this.#changed(what);
    const hintWorker = new EngineWorker();
    const seeds = seedSequence(seed);
    const nextSeed = seeds.take;
    const message = this.message = new Message(changed, platform);
    this.settings = new Settings(changed, settings);
    this.choices = new Choices(changed);
    this.stats = new Stats(changed);
    this.backup = new Backup(changed, { message, platform });
    this.clock = new Clock(changed);
    const work = this.work = new Work(changed, { worker, message });
    const board = this.board = new Board({ changed, worker, clock: this.clock, settings: this.settings, choices: this.choices,
                                           stats: this.stats, message, platform,
                                           blocked: () => !!this.work.state.label || !!this.replay.state.replay });
    const hints = this.hints = new Hints(changed, { board, message, hintWorker });
    this.replay = new ReplayView(changed, { board, hints, message, hintWorker });
    this.saves = new SavedGames(changed, { board, work, message });
    const tutorial = this.tutorial = new TutorialFlow(changed, { board, message });
    this.learning = new Learning(changed, { board, work, hints, message, worker, hintWorker, nextSeed });
    const newGames = this.newGames = new NewGames(changed, { board, work, choices: this.choices, message, tutorial, worker, seeds });
    this.booklet = new Booklet(changed, { work, choices: this.choices, newGames, message, seeds });
    // the next game is made ahead for the Next game choices while the player is not waiting for other work
    this.subscribe(({ work, choices, newGames }, what) => {
      if (what === 'timer') return;
      const idle = !work.state.label && !newGames.state.importOpen;
      newGames.ahead.want(idle ? newGames.spec(choices.state.options) : null);
    });
  }

  /** `fn(store, what)` after changes ('timer', 'selection', 'controls' or 'all': see render.js). */
  subscribe(fn) { this.#listeners.add(fn); return () => this.#listeners.delete(fn); }

  /** The clock's second went by. */
  tick() { this.#changed('timer'); }

  /** The subscribers are told once, after the action that changed the state (a microtask later), with the
   *  widest of the changes it made. */
  #changed(what) {
    if (this.#what === null) queueMicrotask(() => this.#tell());
    if (this.#what === null || REACH[what] > REACH[this.#what]) this.#what = what;
    else if (REACH[what] === REACH[this.#what] && what !== this.#what) this.#what = 'all';
  }

  #tell() {
    const what = this.#what;
    this.#what = null;
    for (const fn of this.#listeners) fn(this, what);
  }
}

/** New game's seeds, {peek, take}: from `seed` on (?seed=N, so a test gets the same puzzles), else random ones.
 *  `peek` is the seed the next `take` returns (the next game made ahead takes it, state-ahead.js). */
function seedSequence(seed) {
  let next = seed;
  let random = null;
  const peek = () => next ?? (random ??= crypto.getRandomValues(new Uint32Array(1))[0]);
  const take = () => {
    const s = peek();
    if (next === null) random = null; else next = (next + 1) >>> 0;
    return s;
  };
  return { peek, take };
}
