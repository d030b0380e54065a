import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { ProtectedRoute } from '../lib/auth/protected-route';
import { ForgotPasswordPage } from '../features/auth/routes/ForgotPasswordPage';
import { LoginPage } from '../features/auth/routes/LoginPage';
import { ResetPasswordPage } from '../features/auth/routes/ResetPasswordPage';
import { SignupPage } from '../features/auth/routes/SignupPage';
import { DashboardLayout } from '../features/dashboard/routes/DashboardLayout';
import { articleRoutes } from '../features/articles/routes/article-routes';
import { LandingPage } from '../features/landing/routes/LandingPage';
import { pricingRoutes } from '../features/pricing/routes/pricing-routes';
import { PrivacyPage } from '../features/legal/routes/PrivacyPage';
import { TermsPage } from '../features/legal/routes/TermsPage';
import { ProfilePage } from '../features/profile/routes/ProfilePage';
import { NotFoundPage } from './NotFoundPage';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/forget', element: <Navigate to="/forgot-password" replace /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/profile/details', element: <ProtectedRoute><ProfilePage /></ProtectedRoute> },
      {
        path: '/dashboard',
        element: <ProtectedRoute><DashboardLayout /></ProtectedRoute>,
        children: [
          { index: true, element: <Navigate to="/dashboard/bulk-campaigns" replace /> },
          // The auditor (and the engine it imports) is its own chunk: public pages never download it.
          { path: 'bulk-campaigns', lazy: async () => ({ Component: (await import('../features/auditor/routes/AdsAuditorPage')).AdsAuditorPage }) },
        ],
      },
      // A shared audit report (issue 14): public, read-only, its own chunk.
      { path: '/r/:token', lazy: async () => ({ Component: (await import('../features/reports/routes/SharedReportPage')).SharedReportPage }) },
      ...articleRoutes,
      ...pricingRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
