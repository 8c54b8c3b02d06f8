import type { ReactNode } from 'react';
import { StandaloneLogin } from './app/StandaloneLogin.tsx';

/** A cold /login without a session (main.tsx): the form alone, the app after sign-in (startApp). */
export function loginPage(startApp: () => Promise<void>): ReactNode {
  return <StandaloneLogin startApp={startApp} />;
}
