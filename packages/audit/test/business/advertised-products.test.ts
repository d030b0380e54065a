import { describe, expect, test } from 'vitest';
import { indexAdvertisedProducts } from '../../src/business/advertised-products.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { PARENT_ACCOUNT } from '../helpers/parent-asin-fixture.js';

describe('indexAdvertisedProducts', () => {
  const index = indexAdvertisedProducts(auditFixture(PARENT_ACCOUNT).campaigns);

  test('each ASIN lists its SP and SD product ads with their campaign and ad group', () => {
    expect(index.get('B0CHILD001')!.map((p) => [p.campaign.name, p.adGroup.name, p.product.metrics.spend])).toEqual([
      ['Auto A', 'Auto', 30],
      ['Manual B', 'Exact', 12],
    ]);
    expect(index.get('B0CHILD002')!.map((p) => [p.campaign.type_code, p.product.metrics.spend])).toEqual([
      ['SP', 20],
      ['SD', 2.5],
    ]);
  });

  test('Sponsored Brands ads are not attributed to ASINs', () => {
    const campaigns = [...index.values()].flat().map((p) => p.campaign.type_code);
    expect(campaigns).not.toContain('SB');
    expect([...index.keys()].sort()).toEqual(['B0CHILD001', 'B0CHILD002', 'B0CHILD003', 'B0CHILD005']);
  });
});
