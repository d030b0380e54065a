import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignDetail } from './CampaignDetail';
import { testCampaign, testMetrics } from '../../../test/audit-fixture';

const TICK_HINT = 'Tick Placement data when you create the bulk file.';

describe('CampaignDetail without placement rows', () => {
  it('a campaign without impressions says Amazon writes no placement rows for it, not that the seller left them out', () => {
    // A paused Sponsored Brands campaign that showed no ad in the period.
    const idle = testCampaign(4, 0, 0, { type_code: 'SB', state: 'paused', metrics: testMetrics(0, 0, 0, 0), placements: [], ad_groups: [] });
    render(<CampaignDetail campaign={idle} />);
    expect(screen.getByText('No placement data for this campaign: Amazon writes no placement rows for a campaign without impressions.')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(TICK_HINT))).toBeNull();
  });

  it('a campaign with impressions but no placement rows keeps the hint about the download option', () => {
    const served = testCampaign(1, 120, 300, { placements: [], ad_groups: [] });
    expect(served.metrics.impressions).toBeGreaterThan(0);
    render(<CampaignDetail campaign={served} />);
    expect(screen.getByText(`No placement data for this campaign. ${TICK_HINT}`)).toBeInTheDocument();
  });

  it('a campaign with placement rows shows them instead of a hint', () => {
    render(<CampaignDetail campaign={testCampaign(1, 120, 300, { ad_groups: [] })} />);
    expect(screen.queryByText(/No placement data/)).toBeNull();
    expect(screen.getByRole('button', { name: /^Placement Performance \([1-9]/ })).toBeInTheDocument();
  });
});
