import { expect, test } from 'vitest';
import { textTable } from '../../src/cli/text-table.js';

test('pads columns: the first (or chosen) left, the others right', () => {
  expect(textTable(['Type', 'Spend'], [['SP', '$1.00'], ['Sponsored', '$10.50']])).toBe(
    ['  Type        Spend', '  SP          $1.00', '  Sponsored  $10.50'].join('\n'),
  );
  expect(textTable(['A', 'B', 'C'], [['x', 'yy', '1']], { indent: 0, leftColumns: [0, 1] })).toBe('A  B   C\nx  yy  1');
});
