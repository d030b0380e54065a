import { render, screen, within } from '@testing-library/react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScrollAreaProvider } from './scroll-area';
import { VirtualTable } from './VirtualTable';
import { mockElementSizes } from '../../test/element-sizes';

let restoreSizes: () => void;
beforeAll(() => {
  restoreSizes = mockElementSizes({ viewportHeight: 600, rowHeight: 40 });
});
afterAll(() => restoreSizes());

const numbers = Array.from({ length: 2000 }, (_, i) => i);

function Nested({ label, inner }: { label: string; inner?: boolean }) {
  return (
    <VirtualTable
      label={label}
      items={inner ? numbers : [0]}
      columnCount={1}
      header={<TableCell>{`${label} header`}</TableCell>}
      renderItem={(n) => (
        <TableRow>
          <TableCell>{inner ? `row ${n}` : <Nested label="Inner" inner />}</TableCell>
        </TableRow>
      )}
    />
  );
}

describe('VirtualTable', () => {
  it('standing alone, scrolls in a box of its own that the keyboard can reach', () => {
    render(<Nested label="Alone" inner />);
    expect(screen.getByRole('region', { name: 'Alone (scrollable)' })).toHaveAttribute('tabindex', '0');
  });

  it('inside a scroll area, has no box of its own, renders a screenful and sticks each header below the one above', () => {
    const area = document.createElement('div');
    render(
      <ScrollAreaProvider value={{ element: () => area, stickyTop: 37 }}>
        <Nested label="Outer" />
      </ScrollAreaProvider>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Outer header' })).toHaveStyle({ top: '37px' });
    // The outer header row measures 40 px here, so the inner one sticks 40 px lower.
    expect(screen.getByRole('columnheader', { name: 'Inner header' })).toHaveStyle({ top: '77px' });
    const rows = within(screen.getByRole('table', { name: 'Inner' })).getAllByText(/^row /);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
  });
});
