// One slice's own fields of the page state (state.js lists the slices). The fields are a frozen object: the
// renderers and the other slices read them, and only the slice that holds this object changes them (`set`, which
// makes a new frozen object and tells the store's subscribers). A slice keeps it in a private field, so no other
// module can write its fields.
export class Owned {
  #value;
  #changed;

  /** `changed(what)` tells the store that something changed ('all', or 'timer', 'selection', 'controls'). */
  constructor(fields, changed) {
    this.#value = Object.freeze({ ...fields });
    this.#changed = changed;
  }

  get value() { return this.#value; }

  set(patch, what = 'all') {
    this.#value = Object.freeze({ ...this.#value, ...patch });
    this.#changed(what);
  }
}
