// The Campaign Table tab: every campaign with its ad groups, placements and filters.
export { CampaignTableTab } from './components/CampaignTableTab';
