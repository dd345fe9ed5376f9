// The Sudoku tutorial's content (www/tutorial.js runs it): a 4×4 lesson whose moves the player makes, one rule at a
// time, then a small puzzle to solve alone. Cells are 0-based, row-major; symbols are the characters typed.
export default {
  kind: 'sudoku',
  title: 'How to play Sudoku',
  offer: 'New to Sudoku? Take the 1-minute tutorial.',
  lesson: 'sudoku:2x2:123.34122143.32.',
  steps: [
    { text: 'Sudoku is a grid of rows, columns and blocks (here 2×2 blocks in a 4×4 grid). The rule: every row, '
        + 'every column and every block holds each digit, 1 to 4, exactly once. The grey digits are given; you fill in the rest. '
        + 'Press Next.' },
    { text: 'Row 1 (marked) already holds 1, 2 and 3. Select its empty cell and type the digit it is missing (or press it below).',
      marked: [0, 1, 2, 3], moves: [[3, '4']],
      why: 'Row 1 needs each of 1 to 4 once: which one is not in it yet?' },
    { text: 'Now column 1 (marked): it holds 1, 3 and 2. Fill in its empty cell.',
      marked: [0, 4, 8, 12], moves: [[12, '4']],
      why: 'Column 1 needs each of 1 to 4 once: which one is not in it yet?' },
    { text: 'Blocks count too: the bottom-right block (marked) holds 4, 3 and 2. Fill in its empty cell.',
      marked: [10, 11, 14, 15], moves: [[15, '1']],
      why: 'The block needs each of 1 to 4 once: which one is not in it yet?' },
  ],
  alone: {
    id: 'sudoku:2x2:...4.13.2.......',
    text: 'Now solve this one on your own: one digit per cell, each once per row, column and block. Digits that break '
      + 'a rule are marked red. On the full game, Hint explains the next step whenever you are stuck.',
  },
  done: 'Solved! That is all there is to it. Bigger grids (9×9 up to 25×25) follow the same rule. Press Finish to play.',
};
