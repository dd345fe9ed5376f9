import fs from 'node:fs';
import init, { generate_puzzle } from '../www/pkg/deduce.js';
await init({ module_or_path: fs.readFileSync(new URL('../www/pkg/deduce_bg.wasm', import.meta.url)) });
const t0 = Date.now(); const g = generate_puzzle('sudoku', 25, '', '', 1, 3000); console.log(Date.now() - t0, g.level, g.game_id);
