import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { buildParentAsinAudit } from '@ads-auditor/audit';
import { engineBusinessReport } from '../model/use-parent-asin-audit';
import { useParentSelection } from '../model/use-parent-selection';
import { BUSINESS_REPORT, CAMPAIGNS } from '../test/parent-asin-session';
import { ParentAsinPicker } from './ParentAsinPicker';

const PARENTS = buildParentAsinAudit(engineBusinessReport(BUSINESS_REPORT), CAMPAIGNS).parents;

/** The picker with its state, and what the tab would show. */
function PickerHarness() {
  const selection = useParentSelection(PARENTS);
  return (
    <>
      <ParentAsinPicker selection={selection} />
      <output aria-label="Selected parent">{selection.current?.parent_asin ?? 'none'}</output>
    </>
  );
}

function renderPicker() {
  const user = userEvent.setup({ delay: null });
  render(<PickerHarness />);
  return user;
}

const selected = () => screen.getByLabelText('Selected parent').textContent;
const search = () => screen.getByRole('combobox', { name: 'Search Parent ASIN' }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });

// MUI under jsdom is slow on a busy machine; the steps themselves are quick.
describe('the parent ASIN picker', { timeout: 20_000 }, () => {
  test('selects the parent with the most ad spend first', () => {
    renderPicker();
    expect(selected()).toBe('B0PARENT01');
    expect(search().value).toContain('B0PARENT01');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    expect(button('Previous parent ASIN')).toBeDisabled();
    expect(button('Spend')).toHaveAttribute('aria-pressed', 'true');
  });

  test('next and previous walk the parents in order', async () => {
    const user = renderPicker();
    await user.click(button('Next parent ASIN'));
    expect(selected()).toBe('B0PARENT02');
    await user.click(button('Next parent ASIN'));
    expect(selected()).toBe('B0PARENT03');
    expect(button('Next parent ASIN')).toBeDisabled();
    await user.click(button('Previous parent ASIN'));
    expect(selected()).toBe('B0PARENT02');
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
  });

  test('the search finds a parent by its title and selects it', async () => {
    const user = renderPicker();
    await user.clear(search());
    await user.type(search(), 'check');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await user.click(within(listbox).getByRole('option', { name: 'B0PARENT03 - Check valve' }));
    expect(selected()).toBe('B0PARENT03');
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
  });

  test('the search finds a parent by its ASIN', async () => {
    const user = renderPicker();
    await user.clear(search());
    await user.type(search(), 'parent02');
    await user.click(await screen.findByRole('option', { name: 'B0PARENT02 - Ball valve' }));
    expect(selected()).toBe('B0PARENT02');
  });

  test('Clear empties the selection; Next then starts at the first parent', async () => {
    const user = renderPicker();
    await user.click(button('Clear'));
    expect(selected()).toBe('none');
    expect(search().value).toBe('');
    await user.click(button('Next parent ASIN'));
    expect(selected()).toBe('B0PARENT01');
  });

  test('sorting by Sales starts again at the parent with the most total sales', async () => {
    const user = renderPicker();
    await user.click(button('Next parent ASIN'));
    await user.click(button('Next parent ASIN'));
    expect(selected()).toBe('B0PARENT03');
    await user.click(button('Sales'));
    expect(button('Sales')).toHaveAttribute('aria-pressed', 'true');
    expect(selected()).toBe('B0PARENT02');
    await user.click(button('Next parent ASIN'));
    expect(selected()).toBe('B0PARENT01');
    await user.click(button('Spend'));
    expect(selected()).toBe('B0PARENT01');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
  });
});
