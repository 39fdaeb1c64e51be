import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { TestCategorizeResult } from '@tenho/domain/categories/categories.schemas';
import { api } from '@/lib/api-client';

/** POST /webhooks/test-categorize {message}: what the categoriser makes of a message. */
export function testCategorize(message: string): Promise<TestCategorizeResult> {
  return api.post<TestCategorizeResult>('/webhooks/test-categorize', { message });
}

export function testCategorizeMutationOptions() {
  return mutationOptions({ mutationKey: ['categories', 'test-categorize'], mutationFn: testCategorize });
}

export function useTestCategorize() {
  return useMutation(testCategorizeMutationOptions());
}
