import { useCallback, useEffect, useRef, useState } from 'react';
import type { Document } from '@tenho/domain/documents/documents.schemas';
import { uploadDocument, type UploadDocumentInput, type UploadOptions } from './api/upload-document';

export type UploadState =
  | { status: 'idle'; percent: 0 }
  | { status: 'uploading'; percent: number }
  | { status: 'done'; percent: 100 }
  | { status: 'error'; percent: number };

/** Whole percent of `loaded` over `total`, 0–100 (99 until the server has answered). */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(99, Math.max(0, Math.floor((loaded / total) * 100)));
}

type Uploader = (input: UploadDocumentInput, options: UploadOptions) => Promise<Document>;

/**
 * An upload with its progress: `start` sends the file and follows the bytes; `cancel` aborts it
 * (also when the component goes away). The percent stays below 100 until the server confirms.
 */
export function useUploadProgress(upload: Uploader = uploadDocument) {
  const [state, setState] = useState<UploadState>({ status: 'idle', percent: 0 });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (input: UploadDocumentInput): Promise<Document> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'uploading', percent: 0 });
      try {
        const document = await upload(input, {
          signal: current.signal,
          onProgress: (loaded, total) => {
            if (controller.current === current)
              setState({ status: 'uploading', percent: uploadPercent(loaded, total) });
          },
        });
        if (controller.current === current) setState({ status: 'done', percent: 100 });
        return document;
      } catch (error) {
        if (controller.current === current) setState((s) => ({ status: 'error', percent: s.percent }));
        throw error;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [upload],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle', percent: 0 });
  }, []);

  return { ...state, uploading: state.status === 'uploading', start, cancel, reset };
}
