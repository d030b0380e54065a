// The Summary tab: the account headline, its health and the summary cards.
export { SummaryTab } from './components/SummaryTab';
