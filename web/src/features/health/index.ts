// Account health and data quality (and the headline with the grade): reusable components taking the engine's result, and the Summary tab's section.
export { DataQualityPanel } from './components/DataQualityPanel';
export { HealthChecksList } from './components/HealthChecksList';
export { SummaryHealth } from './components/SummaryHealth';
export { SummaryHeadline, PERIOD_UNKNOWN_HERE } from './components/SummaryHeadline';
export { GRADE_COLOR } from './components/status-styles';
export { useSummaryHealth } from './components/use-summary-health';
