// The Parent ASIN Audit tab: a parent ASIN's business report figures beside its advertising.
export { ParentAsinAuditTab } from './components/ParentAsinAuditTab';
