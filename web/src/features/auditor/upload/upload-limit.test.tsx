// The upload screen checks the size against the server's limit (GET /api/bulk/config,
// BULK_UPLOAD_MAX_MB), and names it in the drop zone and in the refusal.
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { AdsAuditorPage } from '../routes/AdsAuditorPage';
import { XLSX_MIME } from '../../audit-session';

const MB = 1024 * 1024;
const xlsx = (size: number) => {
  const file = new File(['x'], 'big.xlsx', { type: XLSX_MIME });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

test("a raised server limit is the one the screen names and checks", async () => {
  mockApi({
    'GET /api/bulk/campaigns': { status: 404, body: { detail: 'No processed bulk file found. Upload a bulk file first.' } },
    'GET /api/bulk/config': { body: { max_upload_mb: 50 } },
  });
  const { user } = renderWithProviders(<AdsAuditorPage />, { path: '/dashboard/bulk-campaigns' });
  const input = await screen.findByLabelText('Bulk operations workbook (.xlsx, up to 50 MB)');
  await user.upload(input, xlsx(51 * MB));
  expect(await screen.findByText('File size must be under 50MB.')).toBeInTheDocument();
});
