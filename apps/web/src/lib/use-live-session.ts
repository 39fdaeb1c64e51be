import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from './auth-store';
import { connectLiveEvents, type LiveConnectionStatus, type LiveEventsClient } from './live-events';
import { handleLiveEvent, SIGNOUT_MESSAGES, type LiveSessionDeps } from './live-events-session';
import { notify } from './toast';

export type UseLiveSessionOptions = {
  loadMe: LiveSessionDeps['loadMe'];
  /** Defaults to the global fetch (tests pass a fake one). */
  fetch?: typeof fetch;
};

/**
 * Keeps the panel connected to `GET /api/events` while a session exists; stops on Sair (the
 * token goes) and starts again for a new sign-in. Returns the connection state.
 */
export function useLiveSession({ loadMe, fetch: fetchImpl }: UseLiveSessionOptions): LiveConnectionStatus {
  const token = useAuthStore((state) => state.token);
  const userId = useAuthStore((state) => state.user?.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [status, setStatus] = useState<LiveConnectionStatus>('closed');
  // The latest callbacks, without reconnecting when they change identity.
  const latest = useRef({ loadMe, navigate, fetchImpl });
  useEffect(() => {
    latest.current = { loadMe, navigate, fetchImpl };
  }, [loadMe, navigate, fetchImpl]);

  useEffect(() => {
    if (!token || userId == null) return;
    let signedOut = false;
    let client: LiveEventsClient | null = null;
    const signOut = (message: string) => {
      const state = useAuthStore.getState();
      // Another account signed in meanwhile: that session is not this stream's to end.
      if (signedOut || (state.token && state.token !== token)) return;
      signedOut = true;
      client?.stop();
      // The same as Sair, minus the server call: the server has ended this session already.
      if (state.token) state.logout();
      queryClient.clear();
      latest.current.navigate('/', { replace: true });
      notify.inactive(message);
    };
    const deps: LiveSessionDeps = {
      loadMe: (id, fresh) => latest.current.loadMe(id, fresh),
      queryClient,
      signOut,
      announce: (message) => notify.info(message),
    };
    // One event at a time, in order: a slower /auth/me cannot overwrite a newer answer.
    let queue = Promise.resolve();
    client = connectLiveEvents({
      getToken: () => (useAuthStore.getState().token === token ? token : null),
      fetch: latest.current.fetchImpl,
      onEvent: (event) => {
        queue = queue
          .then(() => handleLiveEvent(event, userId, deps))
          .catch((error: unknown) => {
            console.warn('Falha ao aplicar um evento da sessão.', error);
          });
      },
      onUnauthorized: () => signOut(SIGNOUT_MESSAGES.expired),
      onStatus: setStatus,
    });
    return () => {
      client?.stop();
    };
  }, [token, userId, queryClient]);

  return status;
}
