import { readFileSync } from 'node:fs';
import { readWorkbook } from '@ads-auditor/audit/node';
const bytes = readFileSync(process.argv[2]);
const mode = process.argv[3] ?? 'all';
const want = [0,1,3,4,7,8,9,11,12,17,27,28,31,33,34,35,42,43,45,46,47,48];
for (let k = 0; k < 3; k++) {
  let rows = 0;
  const t = performance.now();
  await readWorkbook(bytes, { selectSheet: (name) => ({ onHeader: () => mode === 'all' ? undefined : want, onRow: () => { rows++; } }) });
  console.log(mode, rows, ((performance.now() - t) / 1000).toFixed(3), 's');
}
console.log('rss', process.resourceUsage().maxRSS / 1024);
