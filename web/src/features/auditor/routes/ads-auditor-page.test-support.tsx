// What the Ads Auditor page's tests share: a processed audit as the server answers it, the
// account without one, a chosen file, and the page rendered at its address.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { XLSX_MIME } from '../../audit-session';
import { AdsAuditorPage } from './AdsAuditorPage';

export const AUDIT = {
  upload_id: 3,
  file_name: 'march.xlsx',
  campaigns: [],
  summary: {},
  report: { sheets_found: [], sheets_used: [], warnings: [] },
};

/** GET /api/bulk/campaigns for an account with no processed upload yet. */
export const noLatest = { 'GET /api/bulk/campaigns': { status: 404, body: { detail: 'No processed bulk file found. Upload a bulk file first.' } } };

/** A chosen file of `size` bytes (its type follows its name). */
export function xlsx(name = 'march.xlsx', size = 1024): File {
  const file = new File(['x'], name, { type: name.endsWith('.xlsx') ? XLSX_MIME : 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const renderPage = () => renderWithProviders(<AdsAuditorPage />, { path: '/dashboard/bulk-campaigns' });
export const uploadInput = () => screen.findByLabelText(/Bulk operations workbook/);
