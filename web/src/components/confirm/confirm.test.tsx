import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ConfirmCancelled, ConfirmProvider, useConfirm, type ConfirmOptions } from './confirm';

function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [outcome, setOutcome] = useState('none');
  return (
    <>
      <button onClick={() => confirm(options).then(() => setOutcome('confirmed'), (reason) => setOutcome(reason instanceof ConfirmCancelled ? 'cancelled' : 'other'))}>
        Delete
      </button>
      <output>{outcome}</output>
    </>
  );
}

function setup(options: ConfirmOptions) {
  const user = userEvent.setup({ delay: null });
  render(<ConfirmProvider><Asker options={options} /></ConfirmProvider>);
  return user;
}

describe('confirm dialog', () => {
  test('resolves on confirm and rejects on cancel', async () => {
    const user = setup({ title: 'Delete Article', description: 'This cannot be undone.', confirmationText: 'Delete' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Article' })).toHaveTextContent('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('cancelled'));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('confirmed'));
  });

  test('a typed keyword keeps confirm disabled until it matches', async () => {
    const user = setup({ title: 'Delete all data', confirmationKeyword: 'DELETE', confirmationText: 'Erase' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const erase = await screen.findByRole('button', { name: 'Erase' });
    expect(erase).toBeDisabled();
    await user.type(screen.getByLabelText('Type "DELETE" to confirm'), 'DELET');
    expect(erase).toBeDisabled();
    await user.type(screen.getByLabelText('Type "DELETE" to confirm'), 'E');
    expect(erase).toBeEnabled();
    await user.click(erase);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('confirmed'));
  });

  test('an acknowledgement checkbox keeps confirm disabled until ticked', async () => {
    const user = setup({ acknowledgement: 'I understand this removes my notes', confirmationText: 'Remove' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const remove = await screen.findByRole('button', { name: 'Remove' });
    expect(remove).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I understand this removes my notes' }));
    expect(remove).toBeEnabled();
  });

  test('outside its provider it fails with Missing ConfirmProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Asker options={{}} />)).toThrow('Missing ConfirmProvider');
  });
});
