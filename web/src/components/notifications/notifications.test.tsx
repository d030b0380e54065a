import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { NotificationProvider, useNotify } from './notifications';

function Sender({ text, options }: { text: string; options?: Parameters<ReturnType<typeof useNotify>>[1] }) {
  const notify = useNotify();
  return <button onClick={() => notify(text, options)}>Send</button>;
}

describe('notification bar', () => {
  test('shows a message with info severity by default and hides it after 3000 ms', () => {
    vi.useFakeTimers();
    render(<NotificationProvider><Sender text="Saved" /></NotificationProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Saved');
    expect(alert).toHaveClass('MuiAlert-colorInfo');
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersByTime(1000)); // exit transition
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('keeps a message without auto-hide until closed, with its severity', () => {
    vi.useFakeTimers();
    render(<NotificationProvider><Sender text="Upload failed" options={{ severity: 'error', autoHide: false }} /></NotificationProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('sits at the top right, 70 px from the top', () => {
    render(<NotificationProvider><Sender text="Hello" /></NotificationProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const snackbar = screen.getByRole('alert').closest('.MuiSnackbar-root');
    expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    expect(snackbar).toHaveStyle({ top: '70px' });
  });
});
