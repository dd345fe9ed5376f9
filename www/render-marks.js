// The player's own drawing on a cell, beside the entry and the notes: corner marks (Snyder notation: the digits
// that can go in only two or three cells of a box, written in the corners) and colours (up to nine per cell,
// drawn as equal slices of the cell's background). The palette is Okabe and Ito's, safe for every common colour
// blindness, and a colour is never the only cue: each has its number on the Colour keypad, in the cell's
// description ("colours 2 and 5") and in the cell (the setting "Show colour numbers in coloured cells", on unless
// turned off).
import { COLOURS, COLOUR_NAMES, listText } from './kinds.js';
import { t } from './i18n.js';

/** Where the corner marks go, in order: the four corners, then the middles of the top, bottom, left, right. */
const SPOTS = ['tl', 'tr', 'bl', 'br', 'tc', 'bc', 'ml', 'mr'];

/** The element that holds a cell's corner marks, made once per cell (render-grid.js build). */
export function cornerLayer() {
  const el = document.createElement('span');
  el.className = 'corner-marks';
  el.setAttribute('aria-hidden', 'true');
  return el;
}

/**
 * Draws cell `cell`'s corner marks (bits of `corner`, hidden under an entry) and colours (bits of `colours`; with
 * `numbers`, their numbers at the foot of the cell too), and returns the words for its description ("corner marks
 * 1 4", "colours 2 and 5"), or ''.
 */
export function renderMarks(cell, info, entry, corner, colours, numbers = false) {
  const marks = [];
  for (let s = 1; s <= info.symbolCount; s++) if (corner & (1 << s)) marks.push(info.chars[s]);
  const shown = entry ? [] : marks;
  cell.corner.replaceChildren(...shown.slice(0, SPOTS.length).map((ch, k) => {
    const m = document.createElement('span');
    m.className = `spot-${SPOTS[k]}`;
    m.textContent = ch;
    return m;
  }));
  if (shown.length > SPOTS.length) cell.corner.lastChild.textContent += '…';
  const list = [];
  for (let k = 1; k <= COLOURS; k++) if (colours & (1 << k)) list.push(k);
  if (numbers && list.length) {
    const tag = document.createElement('span');
    tag.className = 'colour-numbers';
    tag.textContent = list.join('');
    cell.corner.append(tag);
  }
  // one colour fills the cell; several share it in slices around its centre, as SudokuPad draws them
  const paint = list.length === 1 ? `var(--colour-${list[0]})`
    : list.length ? `conic-gradient(${list.map((k, j) => `var(--colour-${k}) ${(j * 360) / list.length}deg ${((j + 1) * 360) / list.length}deg`).join(', ')})`
      : '';
  cell.el.style.setProperty('--paint', paint || 'none');
  cell.el.classList.toggle('painted', list.length > 0);
  cell.el.classList.toggle('marked', shown.length > 0); // the centre notes draw in from the corners
  cell.el.classList.toggle('numbered', numbers && list.length > 0 && !entry); // and rise above the colours' numbers
  cell.el.classList.toggle('many', list.length > 1);
  const words = [];
  if (shown.length) words.push(t('marks-corner', { marks: shown.join(' ') }));
  if (list.length) {
    const colours = listText(list.map((k) => t('marks-colour', { number: k, name: COLOUR_NAMES[k - 1] })));
    words.push(t('marks-colours', { count: list.length, colours }));
  }
  return listText(words);
}
