import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AsinMapEntry } from '@ads-auditor/audit';

/** Child ASIN to product title, from the business report; null while no report is loaded. */
type ProductTitles = ReadonlyMap<string, string> | null;

const ProductTitlesContext = createContext<ProductTitles>(null);

export function ProductTitlesProvider({ asinMap, children }: { asinMap: readonly AsinMapEntry[] | null; children: ReactNode }) {
  const titles = useMemo(() => (asinMap ? new Map(asinMap.map((entry) => [entry.child_asin, entry.title])) : null), [asinMap]);
  return <ProductTitlesContext.Provider value={titles}>{children}</ProductTitlesContext.Provider>;
}

/** The product titles of the loaded business report, or null when none is loaded. */
export function useProductTitles(): ProductTitles {
  return useContext(ProductTitlesContext);
}
