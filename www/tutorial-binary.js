// The binary-puzzle tutorial's content (www/tutorial.js runs it): a 6×6 lesson whose moves the player makes, one rule
// at a time, then a small puzzle to solve alone. Cells are 0-based, row-major; symbols are the characters typed.
export default {
  kind: 'binary',
  title: 'How to play binary puzzles',
  offer: 'New to binary puzzles? Take the 1-minute tutorial.',
  lesson: 'binary:6:11.100100.010110100011011100100010..',
  steps: [
    { text: 'Fill the grid with 0s and 1s. Three rules: no three equal digits next to each other in a row or column; every '
        + 'row and column holds as many 0s as 1s (three of each here); and no two rows, or two columns, are the same. Press Next.' },
    { text: 'Row 1 starts with two 1s (marked). A third 1 next to them would make three in a row, so the cell after them '
        + 'is a 0. Select it and type 0 (or press 0 below).',
      marked: [0, 1, 2], moves: [[2, '0']],
      why: 'Two 1s side by side: the cell next to them cannot be a third 1.' },
    { text: 'In row 2 an empty cell sits between two 0s (marked). A 0 there would make three in a row: fill it in.',
      marked: [8, 9, 10], moves: [[9, '1']],
      why: 'Between two 0s, a third 0 would make three in a row.' },
    { text: 'Row 6 (marked) already has its three 0s, so every empty cell in it is a 1. Fill in both.',
      marked: [30, 31, 32, 33, 34, 35], moves: [[34, '1'], [35, '1']],
      why: 'Row 6 holds three 0s already, and a row has exactly three of each.' },
  ],
  alone: {
    id: 'binary:6:..00...1........11.0.0.......10.....',
    text: 'Now solve this one on your own. Click a cell to cycle it through 0, 1 and empty, or select it and type. The '
      + 'numbers the full game shows beside each line say how many 0s and 1s it still needs; here, count them yourself.',
  },
  done: 'Solved! Bigger grids (up to 20×20) follow the same three rules. Press Finish to play.',
};
