import { Navigate } from 'react-router';

/** Shown while the first route loads: nothing, because index.html's loading overlay is still up. */
export function HydrateFallback() {
  return null;
}

/** Spec section 2: '/' redirects to '/dashboard/'. */
export function HomeRedirect() {
  return <Navigate to="/dashboard/" replace />;
}
