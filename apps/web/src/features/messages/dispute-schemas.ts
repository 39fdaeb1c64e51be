import { useEffect } from 'react';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { notify } from '@/lib/toast';

/**
 * The disputes' zod schemas, for the two dialogs that validate with them: asked for when a dialog
 * opens, so Mensagens' first load carries no zod (the browser keeps the module once loaded).
 */
export function loadDisputeSchemas() {
  return import('@tenho/domain/disputes/disputes.schemas');
}

/** Starts loading the schemas while the dialog is open: the submit rarely waits for them. */
export function usePreloadDisputeSchemas(open: boolean) {
  useEffect(() => {
    if (open) void loadDisputeSchemas().catch(() => undefined);
  }, [open]);
}

/** The schemas for a submit; null (and a toast) when they could not be loaded. */
export async function disputeSchemasForSubmit() {
  try {
    return await loadDisputeSchemas();
  } catch {
    notify.error(NETWORK_ERROR_MESSAGE);
    return null;
  }
}
