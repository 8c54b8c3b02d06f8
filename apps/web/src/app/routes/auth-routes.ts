import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import type { RouteHandle } from '../../lib/route-meta.ts';

// The auth pages belong to features/auth (another engineer's folder); the shell only routes to them.
const authPage = (handle: Partial<RouteHandle> = {}): RouteHandle => ({
  resource: 'Auth',
  layout: 'full',
  ...handle,
});
const guestOnly = authPage({ redirectIfLoggedIn: true });
// The sign-in form: shown without the signed-in app's providers (issue 18, RouteHandle.light).
const signIn = { ...guestOnly, light: true, pageTitle: 'common:titles.login' };

export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: lazyPage(() => import('../../features/auth/pages/LoginPage.tsx')),
    handle: signIn,
  },
  {
    path: '/register',
    lazy: lazyPage(() => import('../../features/auth/pages/RegisterPage.tsx')),
    handle: { ...guestOnly, pageTitle: 'common:titles.register' },
  },
  {
    path: '/forgot-password',
    lazy: lazyPage(() => import('../../features/auth/pages/ForgotPasswordPage.tsx')),
    handle: { ...guestOnly, pageTitle: 'common:titles.forgotPassword' },
  },
  {
    path: '/reset-password',
    lazy: lazyPage(() => import('../../features/auth/pages/ResetPasswordPage.tsx')),
    handle: authPage({ pageTitle: 'common:titles.resetPassword' }),
  },
  {
    // The onboarding questionnaire a worker opens from a mailed link, logged out (issue #19).
    path: '/worker-form',
    lazy: lazyPage(() => import('../../features/workers/pages/PublicWorkerFormPage.tsx')),
    handle: authPage({ pageTitle: 'workers:public.title' }),
  },
  {
    path: '/two-factor-setup',
    lazy: lazyPage(() => import('../pages/TwoFactorSetupPage.tsx')),
    handle: authPage({ pageTitle: 'twoFactor:setupPage.title' }),
  },
  {
    path: '/confirm-email',
    lazy: lazyPage(() => import('../../features/auth/pages/ConfirmEmailPage.tsx')),
    handle: authPage({ pageTitle: 'common:titles.confirmEmail' }),
  },
  {
    path: '/pages/authentication/login-v1',
    lazy: lazyPage(() => import('../../features/auth/pages/LoginV1Page.tsx')),
    handle: signIn,
  },
  {
    path: '/pages/authentication/login-v2',
    lazy: lazyPage(() => import('../../features/auth/pages/LoginV2Page.tsx')),
    handle: signIn,
  },
  {
    path: '/pages/authentication/register-v1',
    lazy: lazyPage(() => import('../../features/auth/pages/RegisterV1Page.tsx')),
    handle: { ...guestOnly, pageTitle: 'common:titles.register' },
  },
  {
    path: '/pages/authentication/register-v2',
    lazy: lazyPage(() => import('../../features/auth/pages/RegisterV2Page.tsx')),
    handle: { ...guestOnly, pageTitle: 'common:titles.register' },
  },
  {
    path: '/pages/authentication/forgot-password-v1',
    lazy: lazyPage(() => import('../../features/auth/pages/ForgotPasswordV1Page.tsx')),
    handle: { ...guestOnly, pageTitle: 'common:titles.forgotPassword' },
  },
  {
    path: '/pages/authentication/forgot-password-v2',
    lazy: lazyPage(() => import('../../features/auth/pages/ForgotPasswordV2Page.tsx')),
    handle: { ...guestOnly, pageTitle: 'common:titles.forgotPassword' },
  },
  {
    path: '/pages/authentication/reset-password-v1',
    lazy: lazyPage(() => import('../../features/auth/pages/ResetPasswordV1Page.tsx')),
    handle: authPage({ pageTitle: 'common:titles.resetPassword' }),
  },
  {
    path: '/pages/authentication/reset-password-v2',
    lazy: lazyPage(() => import('../../features/auth/pages/ResetPasswordV2Page.tsx')),
    handle: authPage({ pageTitle: 'common:titles.resetPassword' }),
  },
];
