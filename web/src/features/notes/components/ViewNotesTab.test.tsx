import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { notesServer, renderWithNotes, testAudit, testCampaign, testNote, testReport } from '../../../test/notes-test-kit';
import { ViewNotesTab } from './ViewNotesTab';

const audit = testAudit([
  testCampaign('c1', 'Small Auto', 12.5, 40),
  testCampaign('c2', 'Big Exact', 900, 2700),
  testCampaign('c3', 'No Notes', 5000, 10),
  testCampaign('c4', 'Middle Phrase', 300.25, 600.5),
]);
const report = testReport([['B0PARENT1', 'Brass valve', 20, 400], ['B0PARENT2', 'Ball valve', 80, 300]]);

function notes() {
  return [
    testNote('Lower bids', { campaign_id: 'c1' }),
    testNote('Scale up', { campaign_id: 'c2' }),
    testNote('Watch ACOS', { campaign_id: 'c4' }),
    testNote('New images', { parent_asin: 'B0PARENT1' }),
  ];
}

/** jsdom's Blob has no arrayBuffer(): read it the old way. */
function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const document = () => screen.findByRole('article', { name: 'Audit Results' });

afterEach(() => vi.restoreAllMocks());

describe('ViewNotesTab', { timeout: 20_000 }, () => {
  test('lists the campaigns with notes by spend descending, with spend, sales and ROAS', async () => {
    notesServer(notes());
    renderWithNotes(<ViewNotesTab />, { audit, businessReport: report });
    const article = await document();
    const campaigns = within(await within(article).findByRole('region', { name: 'Campaign Notes' }));
    expect(campaigns.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Big Exact', 'Middle Phrase', 'Small Auto']);
    expect(campaigns.getByText('Spend: $300.25 | Sales: $600.50 | ROAS: 2.00')).toBeInTheDocument();
    expect(campaigns.getByText('Watch ACOS')).toBeInTheDocument();
    expect(campaigns.queryByText('No Notes')).not.toBeInTheDocument();
  });

  test('lists the parent ASINs with notes, with a title', async () => {
    notesServer(notes());
    renderWithNotes(<ViewNotesTab />, { audit, businessReport: report });
    const parents = within(await within(await document()).findByRole('region', { name: 'Parent ASIN Notes' }));
    expect(parents.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['B0PARENT1 - Brass valve']);
    expect(parents.getByText('New images')).toBeInTheDocument();
  });

  test('shows parent-ASIN notes written earlier without a business report, and exports them', async () => {
    const { calls } = notesServer(notes());
    renderWithNotes(<ViewNotesTab />, { audit });
    const parents = within(await within(await document()).findByRole('region', { name: 'Parent ASIN Notes' }));
    expect(parents.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['B0PARENT1']);
    expect(parents.getByText('New images')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/notes/bulk')?.body).toMatchObject({ parent_asins: [], all_parent_asins: true });
  });

  test('a note added from the document appears in it once the drawer has saved it', async () => {
    notesServer(notes());
    const { user } = renderWithNotes(<ViewNotesTab />, { audit, businessReport: report });
    const article = await document();
    await user.click(await within(article).findByRole('button', { name: 'Notes for Small Auto (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notes Small Auto' });
    await user.click(within(drawer).getByRole('textbox', { name: 'Add a note' }));
    await user.paste('Move to exact');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(article).findByText('Move to exact')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Notes for Small Auto (2)' })).toBeInTheDocument();
  });

  test('shows the empty state, saying notes are kept between sessions', async () => {
    notesServer([]);
    renderWithNotes(<ViewNotesTab />, { audit });
    expect(await screen.findByText(/No notes yet\..*saved between sessions\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export (.xlsx)' })).toBeDisabled();
  });

  test('puts the whole document on the clipboard', async () => {
    notesServer(notes());
    const { user } = renderWithNotes(<ViewNotesTab />, { audit, businessReport: report });
    await within(await document()).findByText('Scale up');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    const text = await navigator.clipboard.readText();
    expect(text.startsWith('Audit Results\n\nCampaign Notes\n\nBig Exact\nSpend: $900.00 | Sales: $2,700.00 | ROAS: 3.00\n- Scale up')).toBe(true);
    expect(text).toContain('Parent ASIN Notes\n\nB0PARENT1 - Brass valve\n- New images');
  });

  test('exports every note in one .xlsx workbook, a sheet per level, with each campaign\'s state and key figures', async () => {
    notesServer(notes());
    const files: { blob: Blob; name: string }[] = [];
    let blob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:notes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ blob: blob!, name: this.download });
    });
    const { user } = renderWithNotes(<ViewNotesTab />, { audit, businessReport: report });
    await within(await document()).findByText('Scale up');

    await user.click(screen.getByRole('button', { name: 'Export (.xlsx)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^notes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(files[0]!.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const zip = await blobBytes(files[0]!.blob);
    expect([...zip.slice(0, 2)]).toEqual([0x50, 0x4b]);
    // Parts are stored uncompressed, so the sheets, headers and notes are there as text (the
    // engine's own test reads the workbook back cell for cell).
    const text = new TextDecoder().decode(zip);
    expect(text).toContain('name="Campaign Notes"');
    expect(text).toContain('name="Parent ASIN Notes"');
    for (const cell of ['State', 'ACOS (%)', 'Orders', 'Scale up', 'New images']) expect(text).toContain(`<t>${cell}</t>`);
  });

  test('offers the export only when there are notes', async () => {
    notesServer([]);
    renderWithNotes(<ViewNotesTab />, { audit });
    expect(await screen.findByText(/No notes yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export (.xlsx)' })).toBeDisabled();
  });

  test("a failed bulk load shows 'Failed to load notes.' and Retry loads again", async () => {
    let failing = true;
    const server = notesServer(notes());
    const bulk = server.fetchMock.getMockImplementation()!;
    server.fetchMock.mockImplementation(async (resource, init) => {
      const request = resource instanceof Request ? resource : new Request(new URL(resource, window.location.origin), init);
      if (failing && new URL(request.url).pathname === '/api/notes/bulk') return new Response(JSON.stringify({ detail: 'down' }), { status: 500 });
      return bulk(resource, init);
    });
    const { user } = renderWithNotes(<ViewNotesTab />, { audit });
    expect(await screen.findByText('Failed to load notes.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await document()).findByText('Scale up')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load notes.')).not.toBeInTheDocument();
  });
});
