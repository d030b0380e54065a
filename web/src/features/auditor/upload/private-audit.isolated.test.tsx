// 'Private audit' on the upload screen, and what a private audit turns off: each feature that
// needs the server says why, asks nothing of it, and the PDF is still made in the browser.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { EMPTY_PERIOD } from '../../../components/form/PeriodFields';
import { AuditorSessionProvider, CAMPAIGNS_PENDING, PRIVATE_AUDIT_MAX_MB, PRIVATE_AUDIT_REASON, checkPrivateFile, privateTooLargeMessage, type AuditorSession } from '../../audit-session';
import { ReportActions } from '../../reports';
import { mockApi, signedIn } from '../../../test/api-mock';
import { buildTestAudit } from '../../../test/audit-fixture';
import { renderWithProviders } from '../../../test/render';
import { AuditorTabs } from '../components/AuditorTabs';
import { BulkUploadScreen } from './BulkUploadScreen';
import { BusinessReportPanel } from './BusinessReportPanel';

/** What the test reads of the report the PDF is made from. */
type ReportModel = { insights: unknown };
const downloadReportPdf = vi.fn<(report: ReportModel, paper: string) => Promise<void>>(async () => {});
vi.mock('../../reports/pdf/download-report-pdf', () => ({ downloadReportPdf: (report: ReportModel, paper: string) => downloadReportPdf(report, paper) }));

const audit = { ...buildTestAudit(2), upload_id: 0, file_name: 'private.xlsx' };
const session: AuditorSession = {
  audit, businessReport: null, searchTermsProcessing: false, privateAudit: true, serverOff: PRIVATE_AUDIT_REASON, onBusinessReportLoaded: () => undefined,
};
/** Calls other than who is signed in and the upload limit: a private audit must make none. */
const serverCalls = (calls: { path: string }[]) => calls.filter((c) => !['/api/auth/current', '/api/bulk/config', '/api/accounts'].includes(c.path.split('?')[0]!));

describe('the Private audit switch', () => {
  test('is labelled and explained; on, the drop zone states the browser’s own limit, not the upload’s', async () => {
    mockApi({ ...signedIn, 'GET /api/bulk/config': { body: { max_upload_mb: 20 } } });
    const onChange = vi.fn();
    const screenProps = { onFile: () => undefined, selected: null, disabled: false, period: EMPTY_PERIOD, onPeriodChange: () => undefined };
    const { user } = renderWithProviders(<BulkUploadScreen {...screenProps} privateAudit onPrivateAuditChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Private audit' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('the file stays on this computer; nothing is stored');
    expect(screen.getByText(`Bulk operations workbook (.xlsx, up to ${PRIVATE_AUDIT_MAX_MB} MB)`)).toBeInTheDocument();
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  test('a file above the browser’s limit is refused with the reason; a smaller one is taken', () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(checkPrivateFile({ name: 'big.xlsx', type: xlsx, size: (PRIVATE_AUDIT_MAX_MB + 1) * 1024 * 1024 })).toBe(privateTooLargeMessage(PRIVATE_AUDIT_MAX_MB));
    expect(privateTooLargeMessage(120)).toBe('This file is too large for the browser to hold (a private audit takes files up to 120 MB). Turn off Private audit to audit it on the server.');
    expect(checkPrivateFile({ name: 'fine.xlsx', type: xlsx, size: 50 * 1024 * 1024 })).toBeNull();
    expect(checkPrivateFile({ name: 'notes.csv', type: 'text/csv', size: 10 })).toBe('Only .xlsx files are allowed.');
  });
});

describe('a private audit on screen', () => {
  beforeEach(() => downloadReportPdf.mockClear());

  test('Share is off with the reason; the PDF is made without asking the server', async () => {
    const { calls } = mockApi({ ...signedIn });
    const { user } = renderWithProviders(<ReportActions audit={audit} accountId={null} businessReport={null} period={null} serverOff={PRIVATE_AUDIT_REASON} />);
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    await user.hover(share.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(PRIVATE_AUDIT_REASON);

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(screen.getByRole('menuitem', { name: /Choose notes/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'A4' }));
    await waitFor(() => expect(downloadReportPdf).toHaveBeenCalledTimes(1));
    const [report] = downloadReportPdf.mock.calls[0]!;
    expect(report).toMatchObject({ insights: null });
    expect(serverCalls(calls)).toEqual([]);
  });

  test('without this browser’s answers, the tabs that need the server say why; the notes are not loaded; the business report cannot be added', async () => {
    const { calls } = mockApi({ ...signedIn });
    const { user } = renderWithProviders(
      <AuditorSessionProvider value={session}>
        <BusinessReportPanel />
        <AuditorTabs />
      </AuditorSessionProvider>,
    );
    expect(await screen.findByText(`A business report adds product titles and the Parent ASIN Audit. ${PRIVATE_AUDIT_REASON}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Business Report' })).not.toBeInTheDocument();
    for (const name of ['View Notes', 'Parent ASIN Audit', 'Insights', 'Search Term Report', 'Plan', 'Changes', 'Compare']) {
      await user.click(screen.getByRole('tab', { name }));
      expect(await within(screen.getByRole('tabpanel')).findByText(`${name}: ${PRIVATE_AUDIT_REASON}`)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    expect(await screen.findByRole('heading', { name: 'Account Level' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(serverCalls(calls)).toEqual([]);
  }, 90_000);

  test('while the campaigns are still taken in: the Summary and the Insights show, the other tabs say so, and the PDF waits', async () => {
    mockApi({ ...signedIn, 'GET /api/insights/settings': { status: 404, body: { detail: 'Not Found' } } });
    // The browser's answers: its search terms are still being read.
    const local = { key: 'browser-1', insights: () => new Promise<never>(() => undefined), searchTermsPage: () => new Promise<never>(() => undefined) };
    const headOnly: AuditorSession = { ...session, audit: { ...audit, campaigns: [] }, pendingCampaigns: audit.campaigns.length, local, browserSearchTerms: local, searchTermsProcessing: true };
    const { user } = renderWithProviders(
      <AuditorSessionProvider value={headOnly}>
        <ReportActions audit={headOnly.audit} accountId={null} businessReport={null} period={null} serverOff={PRIVATE_AUDIT_REASON} campaignsPending />
        <AuditorTabs />
      </AuditorSessionProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Account Level' }, { timeout: 15_000 })).toBeInTheDocument();
    const pdf = screen.getByRole('button', { name: 'Download PDF' });
    expect(pdf).toBeDisabled();
    await user.hover(pdf.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(CAMPAIGNS_PENDING);
    await user.click(screen.getByRole('tab', { name: 'Campaign Table' }));
    expect(within(screen.getByRole('tabpanel')).getByText(CAMPAIGNS_PENDING)).toBeInTheDocument();
    // The Insights need the head and the search terms, not the campaigns: the settings show, and the lists' own wait.
    await user.click(screen.getByRole('tab', { name: 'Insights' }));
    const insights = screen.getByRole('tabpanel');
    expect(await within(insights).findByRole('heading', { name: 'Insight settings' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(insights).getByText('Search terms are still processing. The insights appear as soon as they are ready.')).toBeInTheDocument();
    expect(within(insights).queryByText(CAMPAIGNS_PENDING)).not.toBeInTheDocument();
  }, 60_000);
});
