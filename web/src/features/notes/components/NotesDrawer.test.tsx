import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { notesServer, renderWithNotes, testAudit, testCampaign, testNote, testReport } from '../../../test/notes-test-kit';
import { deferred } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { AuditorSessionProvider } from '../../audit-session';
import { CampaignNotesButton } from './CampaignNotesButton';
import { NotesProvider } from './NotesProvider';
import { useNotes } from './notes-context';
import { ParentAsinNotesButton } from './ParentAsinNotesButton';

const audit = testAudit([testCampaign('c1', 'Brand Exact', 500, 1000), testCampaign('c2', 'Auto Research', 20, 10)]);
const rows = (
  <>
    <CampaignNotesButton campaignId="c1" campaignName="Brand Exact" />
    <CampaignNotesButton campaignId="c2" campaignName="Auto Research" />
  </>
);

/** The campaign rows inside a NotesProvider whose parent ASINs change when a report arrives. */
function ReportArrives() {
  const [parentAsins, setParentAsins] = useState<string[]>([]);
  return (
    <NotesProvider campaignIds={['c1', 'c2']} parentAsins={parentAsins}>
      {rows}
      <button type="button" onClick={() => setParentAsins(['B0PARENT1'])}>Load the report</button>
    </NotesProvider>
  );
}

function twoNotes() {
  return [testNote('Raise bids on exact', { campaign_id: 'c1' }, '2026-02-01 09:30:00'), testNote('Check the budget', { campaign_id: 'c1' })];
}

/** Types by pasting: MUI's auto-growing text box makes each keystroke slow in jsdom. */
async function enter(user: ReturnType<typeof renderWithNotes>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openDrawer(user: ReturnType<typeof renderWithNotes>['user'], name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: /^Notes/ });
}

describe('notes badges', { timeout: 20_000 }, () => {
  test('show the counts of the bulk call, one call for every campaign', async () => {
    const { calls } = notesServer(twoNotes());
    renderWithNotes(rows, { audit });
    expect(await screen.findByRole('button', { name: 'Notes for Brand Exact (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notes for Auto Research (0)' })).toBeInTheDocument();
    const bulk = calls.filter((call) => call.path === '/api/notes/bulk');
    expect(bulk).toHaveLength(1);
    expect(bulk[0]!.body).toEqual({ campaign_ids: ['c1', 'c2'], parent_asins: [], all_parent_asins: true });
  });

  test('keep the last counts while a new bulk answer loads, then show the new ones', async () => {
    const server = notesServer(twoNotes());
    const session = { audit, businessReport: null, searchTermsProcessing: false, onBusinessReportLoaded: () => {} };
    const { user } = renderWithProviders(<AuditorSessionProvider value={session}><ReportArrives /></AuditorSessionProvider>);
    expect(await screen.findByRole('button', { name: 'Notes for Brand Exact (2)' })).toBeInTheDocument();
    const gate = deferred({ body: { campaign_notes: { c1: twoNotes(), c2: [testNote('New', { campaign_id: 'c2' })] }, parent_asin_notes: { B0PARENT1: [] } } });
    let asked = false;
    server.fetchMock.mockImplementationOnce(async () => {
      asked = true;
      const reply = await gate.handler();
      return new Response(JSON.stringify(reply.body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await user.click(screen.getByRole('button', { name: 'Load the report' }));
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getByRole('button', { name: 'Notes for Brand Exact (2)' })).toBeInTheDocument();
    gate.release();
    expect(await screen.findByRole('button', { name: 'Notes for Auto Research (1)' })).toBeInTheDocument();
  });

  test('go up on add and down on delete, never below 0', async () => {
    // The bulk answer knows no notes, yet the list has one (say, added in another tab).
    notesServer([testNote('Stale', { campaign_id: 'c2' })], { bulkNotes: [] });
    const { user } = renderWithNotes(rows, { audit });
    const drawer = await openDrawer(user, /Notes for Auto Research \(0\)/);
    await user.click(await within(drawer).findByRole('button', { name: 'Delete note' }));
    await user.click(within(drawer).getByRole('button', { name: 'Y' }));
    await waitFor(() => expect(within(drawer).queryByText('Stale')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notes for Auto Research (0)', hidden: true })).toBeInTheDocument();

    await enter(user, within(drawer).getByRole('textbox', { name: 'Add a note' }), 'First');
    await user.click(within(drawer).getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByRole('button', { name: 'Notes for Auto Research (1)', hidden: true })).toBeInTheDocument();
  });
});

describe('notes drawer', { timeout: 20_000 }, () => {
  test('opens for one campaign, titled with its name, and loads its notes newest first', async () => {
    const { calls } = notesServer(twoNotes());
    const { user } = renderWithNotes(rows, { audit });
    const drawer = await openDrawer(user, /Notes for Brand Exact/);
    expect(drawer).toHaveAccessibleName('Notes Brand Exact');
    const cards = await within(drawer).findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByText(/Raise|Check/).textContent)).toEqual(['Raise bids on exact', 'Check the budget']);
    expect(within(cards[0]!).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('dateTime', '2026-02-01T09:30:00Z');
    expect(calls.some((call) => call.method === 'GET' && call.path === '/api/notes/?campaign_id=c1')).toBe(true);
  });

  test('adds a note with Ctrl+Enter, trimmed, and reloads the list', async () => {
    const { calls } = notesServer(twoNotes());
    const { user } = renderWithNotes(rows, { audit });
    const drawer = await openDrawer(user, /Notes for Brand Exact/);
    const field = within(drawer).getByRole('textbox', { name: 'Add a note' });
    await enter(user, field, '  Pause broad match  ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(drawer).findByText('Pause broad match')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/notes/')?.body).toEqual({
      content: 'Pause broad match',
      campaign_id: 'c1',
      parent_asin: null,
    });
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Notes for Brand Exact (3)', hidden: true })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET').length).toBe(2);
  });

  test('Cmd+Enter submits too; a blank note shows "Note cannot be empty" and is not sent', async () => {
    const { calls } = notesServer([]);
    const { user } = renderWithNotes(rows, { audit });
    const drawer = await openDrawer(user, /Notes for Auto Research/);
    await user.type(within(drawer).getByRole('textbox', { name: 'Add a note' }), '   ');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(await within(drawer).findByText('Note cannot be empty')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Add Note' }));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/notes/')).toBe(false);
  });

  test('a failed add is logged and keeps the typed text', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    notesServer([], { fail: { add: { status: 500, body: { detail: 'boom' } } } });
    const { user } = renderWithNotes(rows, { audit });
    const drawer = await openDrawer(user, /Notes for Auto Research/);
    const field = within(drawer).getByRole('textbox', { name: 'Add a note' });
    await enter(user, field, 'Keep me');
    await user.click(within(drawer).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to add note', expect.anything()));
    expect(field).toHaveValue('Keep me');
    expect(screen.getByRole('button', { name: 'Notes for Auto Research (0)', hidden: true })).toBeInTheDocument();
    error.mockRestore();
  });

  test('edits a note: Cancel keeps it, Save sends the trimmed text and reloads', async () => {
    const { calls } = notesServer(twoNotes());
    const { user } = renderWithNotes(rows, { audit });
    const drawer = await openDrawer(user, /Notes for Brand Exact/);
    const first = (await within(drawer).findAllByRole('listitem'))[0]!;

    await user.click(within(first).getByRole('button', { name: 'Edit note' }));
    const editor = within(first).getByRole('textbox', { name: 'Edit note' });
    expect(editor).toHaveValue('Raise bids on exact');
    await user.clear(editor);
    await enter(user, editor, 'Not saved');
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(within(first).getByText('Raise bids on exact')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit note' })).toHaveFocus();

    await user.click(within(first).getByRole('button', { name: 'Edit note' }));
    await user.clear(within(first).getByRole('textbox', { name: 'Edit note' }));
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    expect(within(first).getByText('Note cannot be empty')).toBeInTheDocument();
    await enter(user, within(first).getByRole('textbox', { name: 'Edit note' }), ' Raise bids by 10% ');
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Raise bids by 10%')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ content: 'Raise bids by 10%' }]);
    expect(within(drawer).queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument();
  });

  test('a failed save is logged and stays in edit mode with the text', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    notesServer(twoNotes(), { fail: { update: { status: 500 } } });
    const { user } = renderWithNotes(rows, { audit });
    const drawer = await openDrawer(user, /Notes for Brand Exact/);
    const first = (await within(drawer).findAllByRole('listitem'))[0]!;
    await user.click(within(first).getByRole('button', { name: 'Edit note' }));
    await enter(user, within(first).getByRole('textbox', { name: 'Edit note' }), ' today');
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update note', expect.anything()));
    expect(within(first).getByRole('textbox', { name: 'Edit note' })).toHaveValue('Raise bids on exact today');
    error.mockRestore();
  });

  test('delete asks first: N keeps the note, Y deletes it and lowers the badge', async () => {
    const notes = twoNotes();
    const { calls } = notesServer(notes);
    const { user } = renderWithNotes(rows, { audit });
    const drawer = await openDrawer(user, /Notes for Brand Exact/);
    const first = (await within(drawer).findAllByRole('listitem'))[0]!;

    await user.click(within(first).getByRole('button', { name: 'Delete note' }));
    expect(within(first).getByText('Are you sure you want to delete?')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'N' })).toHaveFocus();
    await user.click(within(first).getByRole('button', { name: 'N' }));
    expect(within(first).queryByText('Are you sure you want to delete?')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(first).getByRole('button', { name: 'Delete note' }));
    await user.click(within(first).getByRole('button', { name: 'Y' }));
    await waitFor(() => expect(within(drawer).queryByText('Raise bids on exact')).not.toBeInTheDocument());
    expect(within(drawer).getByText('Check the budget')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/api/notes/${notes[0]!.id}`]);
    expect(screen.getByRole('button', { name: 'Notes for Brand Exact (1)', hidden: true })).toBeInTheDocument();
    // The pressed Y is gone: the keyboard lands in the add field, not on the page behind.
    expect(within(drawer).getByRole('textbox', { name: 'Add a note' })).toHaveFocus();
  });

  test('Escape and the Close button close it', async () => {
    notesServer(twoNotes());
    const { user } = renderWithNotes(rows, { audit });
    await openDrawer(user, /Notes for Brand Exact/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const drawer = await openDrawer(user, /Notes for Auto Research/);
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('shows an empty list in words', async () => {
    notesServer([]);
    const { user } = renderWithNotes(rows, { audit });
    const drawer = await openDrawer(user, /Notes for Auto Research/);
    expect(await within(drawer).findByText('No notes yet.')).toBeInTheDocument();
  });
});

describe('parent ASIN notes button', { timeout: 20_000 }, () => {
  const report = testReport([['B0PARENT1', 'Brass valve', 20, 400]]);

  test("reads 'Add Note' without notes and adds one to the parent ASIN", async () => {
    const { calls } = notesServer([]);
    const { user } = renderWithNotes(<ParentAsinNotesButton parentAsin="B0PARENT1" title="Brass valve" />, { audit, businessReport: report });
    await user.click(await screen.findByRole('button', { name: 'Add Note' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notes B0PARENT1 - Brass valve' });
    await enter(user, within(drawer).getByRole('textbox', { name: 'Add a note' }), 'Fix the title');
    await user.click(within(drawer).getByRole('button', { name: 'Add Note' }));
    expect(await within(drawer).findByText('Fix the title')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/notes/' && call.method === 'POST')?.body).toEqual({ content: 'Fix the title', campaign_id: null, parent_asin: 'B0PARENT1' });
    expect(calls.find((call) => call.path === '/api/notes/bulk')?.body).toEqual({ campaign_ids: ['c1', 'c2'], parent_asins: ['B0PARENT1'], all_parent_asins: true });
    expect(screen.getByRole('button', { name: 'View Note(s) (1)', hidden: true })).toBeInTheDocument();
  });

  test("reads 'View Note(s)' with the count when there are notes", async () => {
    notesServer([testNote('One', { parent_asin: 'B0PARENT1' }), testNote('Two', { parent_asin: 'B0PARENT1' })]);
    renderWithNotes(<ParentAsinNotesButton parentAsin="b0parent1" />, { audit, businessReport: report });
    expect(await screen.findByRole('button', { name: 'View Note(s) (2)' })).toBeInTheDocument();
  });
});

test('useNotes outside a NotesProvider says so', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const Probe = () => {
    useNotes();
    return null;
  };
  expect(() => render(<Probe />)).toThrow('useNotes must be used within a NotesProvider');
  error.mockRestore();
});
