import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubXhr } from '../../../test/xhr-stub';
import { AuditorSessionProvider, type AuditorSession, type LoadedAudit, type LoadedBusinessReport } from '../../audit-session';
import { BusinessReportPanel } from './BusinessReportPanel';

const REPORT: LoadedBusinessReport = {
  kind: 'seller',
  file_name: 'business.csv',
  asin_map: [{ parent_asin: 'B0PARENT01', child_asin: 'B0CHILD001', title: 'Valve', sku: null, sessions_total: 10, units_ordered: 2, ordered_product_sales: 40, total_order_items: 2, featured_offer_percentage: 1, unit_session_percentage: 0.2 }],
  parent_asin_summary: {},
  notes: [],
  warnings: [],
};

function renderPanel(businessReport: LoadedBusinessReport | null = null) {
  const onBusinessReportLoaded = vi.fn();
  const session: AuditorSession = { audit: { upload_id: 1 } as LoadedAudit, businessReport, searchTermsProcessing: false, onBusinessReportLoaded };
  const view = renderWithProviders(<AuditorSessionProvider value={session}><BusinessReportPanel /></AuditorSessionProvider>);
  return { ...view, onBusinessReportLoaded };
}
const file = (name: string, type: string) => new File(['Parent ASIN,Child ASIN'], name, { type });
const chooseFile = (chosen: File) => fireEvent.change(screen.getByLabelText(/Business report or Vendor Central report/), { target: { files: [chosen] } });

describe("'Enhance Data' business-report panel", () => {
  test('closed, then open; a wrong file is refused with its message; Cancel closes it again', async () => {
    const { user } = renderPanel();
    expect(screen.getByRole('heading', { name: 'Enhance Data' })).toBeInTheDocument();
    expect(screen.queryByText(/select a file/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Business Report' }));
    chooseFile(file('report.pdf', 'application/pdf'));
    expect(await screen.findByText('Only .csv or .xlsx files are allowed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Upload Business Report' })).toBeInTheDocument();
  });

  test('uploading, then uploaded: the report reaches the session', async () => {
    stubXhr(200, REPORT, 300);
    const { user, onBusinessReportLoaded } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Upload Business Report' }));
    chooseFile(file('business.csv', 'text/csv'));
    expect(await screen.findByRole('progressbar', { name: 'Uploading the business report' })).toBeInTheDocument();
    await vi.waitFor(() => expect(onBusinessReportLoaded).toHaveBeenCalledWith(REPORT));
  });

  test('an answer without asin_map is an error', async () => {
    stubXhr(200, { kind: 'seller' });
    const { user, onBusinessReportLoaded } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Upload Business Report' }));
    chooseFile(file('business.csv', 'text/csv'));
    expect(await screen.findByText('Upload succeeded but no asin_map returned.')).toBeInTheDocument();
    expect(onBusinessReportLoaded).not.toHaveBeenCalled();
  });

  test("the server's detail replaces 'Upload failed. Please try again.'", async () => {
    stubXhr(422, { detail: 'This is not a business report: no (Child) ASIN column.' });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Upload Business Report' }));
    chooseFile(file('business.csv', 'text/csv'));
    expect(await screen.findByText('This is not a business report: no (Child) ASIN column.')).toBeInTheDocument();
  });

  test('with a report loaded: the green check state names the file', () => {
    renderPanel(REPORT);
    expect(screen.getByText(/Business report loaded: business.csv \(1 ASINs\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace Report' })).toBeInTheDocument();
  });

  test('says which report is in use: uploaded for this upload, or carried over from an earlier one', () => {
    const { unmount } = renderPanel({ ...REPORT, uploaded_at: '2026-11-20T09:30:00.000Z', carried_over: false });
    expect(screen.getByText('Business report in use: business.csv, uploaded 2026-11-20')).toBeInTheDocument();
    unmount();
    renderPanel({ ...REPORT, file_name: 'X.csv', uploaded_at: '2026-11-20T09:30:00.000Z', carried_over: true });
    expect(screen.getByText('Business report in use: X.csv, uploaded 2026-11-20, carried over from an earlier upload')).toBeInTheDocument();
  });
});
