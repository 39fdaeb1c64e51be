import { useMutation } from '@tanstack/react-query';
import type { TranscriptionTestResult } from '@tenho/domain/media/media.schemas';
import { api } from '@/lib/api-client';

/** POST /media/transcription/test (MASTER): the shipped clip sent to the provider, its text back. */
export function useTestTranscription() {
  return useMutation({
    mutationKey: ['media', 'transcription', 'test'],
    mutationFn: () => api.post<TranscriptionTestResult>('/media/transcription/test'),
  });
}
