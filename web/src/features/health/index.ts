// Account health and data quality (issue 14): reusable components taking the engine's result, and the Summary tab's section.
export { DataQualityPanel } from './components/DataQualityPanel';
export { HealthChecksList } from './components/HealthChecksList';
export { SummaryHealth } from './components/SummaryHealth';
