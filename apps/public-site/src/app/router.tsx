import { RouteErrorPage } from '@ridebook/ui/routing';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { aliases, externalAliases, paths, trackRoute } from '../config/paths.ts';
import { PageFallback, PublicShell } from '../features/layout/index.ts';
import { FullPageRedirect } from '../features/redirects/index.ts';
import { withApiClient } from '../lib/load-api-client.ts';

/**
 * The public pages, each loaded on demand; the pages that call the API (accounts, the fare estimator, a shared trip)
 * together with the api-client (lib/load-api-client.ts).
 */
export const pageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('../features/landing/landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
  },
  {
    path: paths.aboutUs,
    lazy: () => import('../features/company/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: paths.contactUs,
    lazy: () => import('../features/contact/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: paths.faq,
    lazy: () => import('../features/faq/faq-page.tsx').then((m) => ({ Component: m.FaqPage })),
  },
  {
    path: paths.login,
    lazy: withApiClient(() =>
      import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
    ),
  },
  {
    path: paths.register,
    lazy: withApiClient(() =>
      import('../features/auth/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
    ),
  },
  {
    path: paths.forgotPassword,
    lazy: withApiClient(() =>
      import('../features/auth/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
    ),
  },
  {
    path: paths.resetPassword,
    lazy: withApiClient(() =>
      import('../features/auth/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
    ),
  },
  {
    path: paths.accountStatus,
    lazy: () =>
      import('../features/auth/account-status-page.tsx').then((m) => ({ Component: m.AccountStatusPage })),
  },
  {
    path: paths.team,
    lazy: () => import('../features/company/team-page.tsx').then((m) => ({ Component: m.TeamPage })),
  },
  {
    path: paths.careers,
    lazy: () => import('../features/company/careers-page.tsx').then((m) => ({ Component: m.CareersPage })),
  },
  {
    path: paths.press,
    lazy: () => import('../features/company/press-page.tsx').then((m) => ({ Component: m.PressPage })),
  },
  {
    path: paths.blog,
    lazy: () => import('../features/company/blog-page.tsx').then((m) => ({ Component: m.BlogPage })),
  },
  {
    path: paths.safety,
    lazy: () => import('../features/support/safety-page.tsx').then((m) => ({ Component: m.SafetyPage })),
  },
  {
    path: paths.lostFound,
    lazy: () =>
      import('../features/support/lost-found-page.tsx').then((m) => ({ Component: m.LostFoundPage })),
  },
  {
    path: paths.help,
    lazy: () => import('../features/support/help-page.tsx').then((m) => ({ Component: m.HelpPage })),
  },
  {
    path: paths.accessibility,
    lazy: () =>
      import('../features/support/accessibility-page.tsx').then((m) => ({ Component: m.AccessibilityPage })),
  },
  {
    path: paths.feedback,
    lazy: () => import('../features/support/feedback-page.tsx').then((m) => ({ Component: m.FeedbackPage })),
  },
  {
    path: paths.terms,
    lazy: () => import('../features/legal/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: paths.privacy,
    lazy: () => import('../features/legal/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: paths.cookies,
    lazy: () => import('../features/legal/cookies-page.tsx').then((m) => ({ Component: m.CookiesPage })),
  },
  {
    path: paths.guidelines,
    lazy: () =>
      import('../features/legal/guidelines-page.tsx').then((m) => ({ Component: m.GuidelinesPage })),
  },
  {
    path: paths.fareEstimate,
    lazy: withApiClient(() =>
      import('../features/fare-estimate/fare-estimate-page.tsx').then((m) => ({
        Component: m.FareEstimatePage,
      })),
    ),
  },
  {
    // A shared trip (Share trip, SOS): public, read-only, refreshed while the ride goes on.
    path: trackRoute,
    lazy: withApiClient(() =>
      import('../features/track/track-page.tsx').then((m) => ({ Component: m.TrackPage })),
    ),
  },
  ...aliases.map((alias): RouteObject => ({ path: alias.from, element: <Navigate to={alias.to} replace /> })),
  ...externalAliases.map((alias): RouteObject => ({
    path: alias.from,
    element: <FullPageRedirect to={alias.to} label={alias.label} />,
  })),
  {
    path: '*',
    lazy: () =>
      import('../features/not-found/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
  },
];

/** Every public page inside the shared frame (scroll handling; the navigation bar and footer wrap its <main>). */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: PublicShell,
    HydrateFallback: PageFallback,
    // A render error or a chunk gone after a deploy: the design system's error page.
    errorElement: <RouteErrorPage homeHref={paths.home} />,
    children: pageRoutes,
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
