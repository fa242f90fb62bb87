import { createBrowserRouter, RouterProvider } from 'react-router';
import { apiClient } from '../lib/api.ts';
import { Providers } from './providers.tsx';
import { appRoutes } from './routes.tsx';

const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <Providers client={apiClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
