// The Insights tab: wasted spend, harvest, negatives, n-grams and conflicts of the upload's search terms.
export { InsightsTab } from './components/InsightsTab';
