// The signed-in frame: navigation and account notices around the dashboard's pages.
export { DashboardLayout } from './routes/DashboardLayout';
