import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

/**
 * How the login form links and moves on, without importing the router itself: in the app its pages
 * get React Router's (RouterAuthNavigation.tsx); a cold /login is shown before the router has loaded
 * (src/login-main.tsx, issue 18) and gets plain links and a hand-over to the app.
 */
export interface AuthNavigation {
  /** A link to another page of the app (rendered by Mantine's Anchor as its `component`). */
  Link: ComponentType<Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }>;
  /** Goes to `to`, replacing the login page in the history. */
  navigate(to: string): void;
  /** The login page's query (`?redirect=`). */
  search: URLSearchParams;
}

export const AuthNavigationContext = createContext<AuthNavigation | null>(null);

export function useAuthNavigation(): AuthNavigation {
  const navigation = useContext(AuthNavigationContext);
  if (!navigation) throw new Error('The login form needs an AuthNavigationContext around it');
  return navigation;
}
