// The change loop: did the plan's changes reach Amazon, and did they work. The Summary shows its line;
// the auditor opens its tab (lazily, like the other tabs).
import { lazy } from 'react';
export { ChangesLine } from './components/ChangesLine';

export const ChangesTab = lazy(() => import('./components/ChangesTab').then((m) => ({ default: m.ChangesTab })));
