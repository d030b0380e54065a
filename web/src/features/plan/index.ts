// The Plan tab: bid, placement, budget and pause changes, negatives and harvests, decided item by item and exported as one bulk file.
export { PlanTab } from './components/PlanTab';
