import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import 'virtual:inter-fallbacks.css';
import './index.css';
import { App } from './app/app';
import { preloadPanelScreen } from './app/router';
import { useAuthStore } from './lib/auth-store';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');

// Signed in and opening a panel: its chunks start loading now, in parallel (no token → nothing).
const panelChunks = useAuthStore.getState().token ? preloadPanelScreen(window.location.pathname) : null;

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
render();
// The first render shows the panel's frame fallback while those chunks arrive. React reveals a
// boundary whose lazy content came in (a retry) no sooner than 300 ms after a fallback last showed,
// twice over with the frame and the screen; a transition is not held back (and is rendered in slices
// that leave the main thread free), so the app is rendered again in one as soon as the chunks are in.
void panelChunks?.then(() => startTransition(render));
