import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import 'virtual:inter-fallbacks.css';
import './index.css';
import { App } from './app/app';
import { preloadPanelScreen } from './app/router';
import { useAuthStore } from './lib/auth-store';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado');

// Signed in and opening a panel: its chunks start loading now, in parallel (no token → nothing).
if (useAuthStore.getState().token) preloadPanelScreen(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
