import { createBrowserRouter } from 'react-router';
import { buildAppRoutes, type RouterDeps } from './routes';

export function createAppRouter(deps: RouterDeps) {
  return createBrowserRouter(buildAppRoutes(deps));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
