import { render, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { UploadMessage } from './UploadMessage';

test('an error is an alert and a notice a status, both in the page', () => {
  const { rerender, container } = render(<UploadMessage message="Upload failed. Please try again." severity="error" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Upload failed. Please try again.');
  rerender(<UploadMessage message="The audit finished after this page stopped waiting for it." severity="info" />);
  const notice = screen.getByRole('status');
  expect(notice).toHaveTextContent('The audit finished after this page stopped waiting for it.');
  expect(container.firstElementChild).toBe(notice);
});

test('the success is shown over the page, not in its flow, and goes when cleared', async () => {
  const { rerender } = render(<UploadMessage message="File processed successfully." severity="success" />);
  const success = screen.getByRole('status');
  expect(success).toHaveTextContent('File processed successfully.');
  // Fixed, so that clearing it a second later moves nothing on the page.
  expect(getComputedStyle(success.parentElement!).position).toBe('fixed');
  rerender(<UploadMessage message="" severity="success" />);
  expect(screen.queryByRole('status')?.textContent ?? '').not.toBe('');
  await waitFor(() => expect(screen.queryByText('File processed successfully.')).not.toBeInTheDocument());
});

test('nothing is shown without a message', () => {
  const { container } = render(<UploadMessage message="" severity="info" />);
  expect(container).toBeEmptyDOMElement();
});
