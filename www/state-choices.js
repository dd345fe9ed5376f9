// The Next game choices: Puzzle, Size, Level, Symmetry and "proven" (New game at a size with a ready-made proven
// set draws from it). They follow the kind and size of each game that takes the board, keeping a level that
// size offers (kinds.js fitLevel).
import { Owned } from './state-slice.js';
import { SIZES, fitLevel } from './kinds.js';

export class Choices {
  #own;

  constructor(changed) {
    this.#own = new Owned({ options: { kind: 'sudoku', size: 9, level: 'easy', symmetry: '', proven: false } }, changed);
  }
  get state() { return this.#own.value; }

  set(name, value) {
    const options = { ...this.state.options, [name]: value };
    if (name === 'kind' && !SIZES[value].includes(options.size)) options.size = SIZES[value].includes(9) ? 9 : { tango: 6 }[value] ?? 10;
    options.level = fitLevel(options);
    this.#own.set({ options }, 'controls');
  }

  /** The game `info` (engine.js) took the board: its kind and size are the next game's. */
  follow(info) {
    const options = { ...this.state.options, kind: info.variant ?? info.kind, size: info.side };
    options.level = fitLevel(options);
    this.#own.set({ options });
  }
}
