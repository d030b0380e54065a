// A user's articles: their routes under /dashboard.
export { articleRoutes } from './routes/article-routes';
