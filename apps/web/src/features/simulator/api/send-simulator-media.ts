import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimulatorMediaResult } from '@tenho/domain/whatsapp/simulator.schemas';
import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { SIMULATOR_QUERY_KEY } from './simulator-keys';

export type SimulatorMediaInput = {
  unitId: number;
  from: string;
  name: string;
  /** The recorded voice note (MediaRecorder) or the chosen audio file or photo. */
  file: Blob;
  fileName: string;
  /** A photo's caption. */
  caption?: string;
};

/**
 * POST /simulator/media (issue 30): the Simulador uploads a consumer's voice note or photo itself,
 * multipart (the text fields first, then the file), with the session in the Authorization header
 * and one Idempotency-Key per upload.
 */
export async function sendSimulatorMedia(input: SimulatorMediaInput): Promise<SimulatorMediaResult> {
  const form = new FormData();
  form.set('unit_id', String(input.unitId));
  form.set('from', input.from);
  form.set('name', input.name);
  if (input.caption?.trim()) form.set('caption', input.caption.trim());
  form.set('file', input.file, input.fileName);
  const token = useAuthStore.getState().token;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Idempotency-Key': crypto.randomUUID(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/simulator/media`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, 'network.error', NETWORK_ERROR_MESSAGE);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && body) return body as unknown as SimulatorMediaResult;
  if (response.status === 401 && token) useAuthStore.getState().logout();
  throw new ApiError(
    response.status,
    typeof body?.code === 'string' ? body.code : `http.${response.status}`,
    typeof body?.message === 'string' ? body.message : '',
    body?.details,
  );
}

export function useSendSimulatorMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...SIMULATOR_QUERY_KEY, 'send-media'],
    mutationFn: sendSimulatorMedia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SIMULATOR_QUERY_KEY }),
  });
}
