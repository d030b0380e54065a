// Plans, checkout and the subscription pages.
export { pricingRoutes } from './routes/pricing-routes';
