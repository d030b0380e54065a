// One choice of notes (and of the change loop's narrative) for the share link and the PDF, kept per
// upload on the server: the share dialog ticks what the stored choice does not leave out, a tick
// saves it (PUT), the PDF's picker shows the same choice, and the PDF is made with the chosen notes
// (and the narrative while chosen) only.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { ReportModel } from '../report-model';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { buildTestAudit } from '../../../test/audit-fixture';
import { testNote } from '../../../test/notes-test-kit';
import { ReportActions } from './ReportActions';

const downloadReportPdf = vi.fn<(report: ReportModel, paper: string) => Promise<void>>(async () => {});
vi.mock('../pdf/download-report-pdf', () => ({ downloadReportPdf: (report: ReportModel, paper: string) => downloadReportPdf(report, paper) }));

const audit = buildTestAudit(2);
const [c1, c2] = audit.campaigns.map((c) => c.id) as [string, string];
const forClient = testNote('Raise the brand budget', { campaign_id: c1 });
const privateNote = testNote('Ask Amazon rep about the refund', { campaign_id: c2 });
const URL = '/api/bulk/uploads/1/report-notes';

const NARRATIVE = ['On 2026-10-01 we exported 3 changes: 2 bid changes and 1 pause. 1 of 3 reached Amazon.'];
const loop = (narrative: string[]) => ({ change_set: null, verify: null, impact: null, what_changed: null, narrative });

/** `narrative`: the upload's change loop narrative (none: no plan was exported before it). */
function server(excluded: number[], narrative: string[] = []) {
  let stored = { excluded_note_ids: excluded, include_narrative: true };
  return mockApi({
    'POST /api/notes/bulk': { body: { campaign_notes: { [c1]: [forClient], [c2]: [privateNote] }, parent_asin_notes: {} } },
    [`GET ${URL}`]: () => ({ body: { upload_id: 1, ...stored, updated_at: null } }),
    [`PUT ${URL}`]: async (request) => {
      stored = { ...stored, ...((await request.json()) as Partial<typeof stored>) };
      return { body: { upload_id: 1, ...stored, updated_at: '2026-02-01T10:00:00.000Z' } };
    },
    'GET /api/bulk/uploads/1/changes': { body: loop(narrative) },
    'GET /api/shares': { body: { shares: [] } },
    'POST /api/shares': { status: 201, body: { token: 't', path: '/r/t', share: {} } },
    'GET /api/insights/settings': { status: 404, body: { detail: 'Not Found' } },
  });
}

const NARRATIVE_BOX = { name: 'Include what we changed and what happened' };

const renderActions = () =>
  renderWithProviders(<ReportActions audit={audit} accountId={null} businessReport={null} period={null} />);

describe('the notes of the share link and the PDF', () => {
  beforeEach(() => downloadReportPdf.mockClear());

  test('the share dialog ticks what the stored choice keeps; unticking saves the choice for the upload', async () => {
    const { calls } = server([privateNote.id]);
    const { user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share a read-only report' });
    expect(await within(dialog).findByText('Notes to include (1 of 2)')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Raise the brand budget/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Ask Amazon rep/ })).not.toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: /Raise the brand budget/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ excluded_note_ids: [forClient.id, privateNote.id] }));
    expect(within(dialog).getByText('Notes to include (0 of 2)')).toBeInTheDocument();
    // No plan was exported before this upload: nothing to include.
    expect(within(dialog).queryByRole('checkbox', NARRATIVE_BOX)).not.toBeInTheDocument();
  });

  test('with a narrative, the share dialog includes it until unticked; the choice is saved and the link made without it', async () => {
    const { calls } = server([], NARRATIVE);
    const { user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share a read-only report' });
    const box = await within(dialog).findByRole('checkbox', NARRATIVE_BOX);
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ include_narrative: false }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/shares')?.body).toMatchObject({ upload_id: 1, include_narrative: false }));
  });

  test('the PDF carries the narrative while it is chosen, and not once it is left out', async () => {
    const { calls } = server([], NARRATIVE);
    const { user } = renderActions();
    const download = async () => {
      await user.click(screen.getByRole('button', { name: 'Download PDF' }));
      await user.click(screen.getByRole('menuitem', { name: 'A4' }));
      await waitFor(() => expect(downloadReportPdf).toHaveBeenCalled());
      const [report] = downloadReportPdf.mock.calls.at(-1)!;
      downloadReportPdf.mockClear();
      return report.narrative;
    };
    expect(await download()).toEqual(NARRATIVE);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await user.click(screen.getByRole('menuitem', { name: 'Choose notes...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notes in the PDF' });
    await user.click(await within(dialog).findByRole('checkbox', NARRATIVE_BOX));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ include_narrative: false }));
    expect(await download()).toEqual([]);
  });

  test("the PDF menu opens the same picker, and the PDF prints only the chosen notes", async () => {
    server([]);
    const { user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await user.click(screen.getByRole('menuitem', { name: 'Choose notes...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notes in the PDF' });
    expect(await within(dialog).findByText('Notes to include (2 of 2)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Ask Amazon rep/ }));
    expect(within(dialog).getByText('Notes to include (1 of 2)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await user.click(screen.getByRole('menuitem', { name: 'A4' }));
    await waitFor(() => expect(downloadReportPdf).toHaveBeenCalledTimes(1));
    const [report, paper] = downloadReportPdf.mock.calls[0]!;
    expect(paper).toBe('A4');
    const printed = report.notes.campaigns.flatMap((entry) => entry.notes.map((note) => note.content));
    expect(printed).toEqual(['Raise the brand budget']);
  });

  test('when the stored choice cannot be read, the PDF is not made with every note', async () => {
    mockApi({
      'POST /api/notes/bulk': { body: { campaign_notes: { [c1]: [forClient], [c2]: [privateNote] }, parent_asin_notes: {} } },
      [`GET ${URL}`]: { status: 500, body: { detail: 'Internal Server Error' } },
    });
    const { user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await user.click(screen.getByRole('menuitem', { name: 'A4' }));
    expect(await screen.findByText('The PDF could not be made. Try again.')).toBeInTheDocument();
    expect(downloadReportPdf).not.toHaveBeenCalled();
  });
});
