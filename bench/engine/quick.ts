import { readFileSync } from 'node:fs';
import { readWorkbook } from '@ads-auditor/audit/node';
import { workbookOfSize } from './workbook-files.js';
const path = workbookOfSize(Number(process.argv[2] ?? 20));
const bytes = readFileSync(path);
for (let k = 0; k < 3; k++) {
  let rows = 0; const counts: Record<string, number> = {};
  const t = performance.now();
  await readWorkbook(bytes, { selectSheet: (name) => ({ onHeader: () => { counts[name] = 0; return undefined; }, onRow: () => { rows++; counts[name]++; } }) });
  console.log(bytes.length, rows, ((performance.now() - t) / 1000).toFixed(3), 's', JSON.stringify(counts));
}
console.log('rss', process.resourceUsage().maxRSS / 1024);
