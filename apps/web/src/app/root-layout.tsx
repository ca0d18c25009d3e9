import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { AuthModalProvider } from '../lib/auth/auth-modal';
import { startSession } from '../lib/auth/session-store';
import { AuthModalHost } from './auth-modal-host';
import { ConsentSync } from './consent-sync';

export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    startSession({ navigate: (to) => void navigate(to) });
  }, [navigate]);
  // Marks the document once the app has taken over the prerendered markup (or rendered the shell), for
  // styles that differ with scripting running and for tools that must not act on a page still starting.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <AuthModalProvider>
      <Outlet />
      <AuthModalHost />
      <ConsentSync />
      <Toaster />
      <ScrollRestoration />
    </AuthModalProvider>
  );
}
