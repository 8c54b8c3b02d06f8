import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** The app's one router (history mode). Made once at start-up by main.tsx. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
export type AppRouter = ReturnType<typeof createAppRouter>;
