import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Document } from '@tenho/domain/documents/documents.schemas';
import { signInAs } from '@/test/render';
import { useAuthStore } from '@/lib/auth-store';
import { uploadDocument, type UploadOptions } from './api/upload-document';
import { uploadPercent, useUploadProgress } from './use-upload-progress';

/** A stand-in XMLHttpRequest: records what was sent and lets the test drive progress and the answer. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const file = () => new File(['%PDF-1.7 conteúdo'], 'contrato.pdf', { type: 'application/pdf' });
const DOC = { id: 7, title: 'Contrato' } as Document;

describe('uploadDocument', () => {
  it('posts multipart with the session header, reports progress and resolves the 201 document', async () => {
    signInAs({ role: 'MASTER' }, 'sessao');
    const xhr = new FakeXhr();
    const progress: number[][] = [];
    const done = uploadDocument(
      { file: file(), title: 'Contrato', visibility: 'UNIT', unitId: 3 },
      { createRequest: () => xhr as unknown as XMLHttpRequest, onProgress: (l, t) => progress.push([l, t]) },
    );
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/documents');
    expect(xhr.headers.Authorization).toBe('Bearer sessao');
    expect(xhr.body?.get('title')).toBe('Contrato');
    expect(xhr.body?.get('visibility')).toBe('UNIT');
    expect(xhr.body?.get('unit_id')).toBe('3');
    expect((xhr.body?.get('file') as File).name).toBe('contrato.pdf');
    xhr.progress(5, 10);
    xhr.answer(201, DOC);
    await expect(done).resolves.toEqual(DOC);
    expect(progress).toEqual([[5, 10]]);
  });

  it("rejects with the server's pt-BR error; a 401 ends the session", async () => {
    signInAs({ role: 'CLIENT' });
    const xhr = new FakeXhr();
    const done = uploadDocument(
      { file: file(), title: 'x', visibility: 'PRIVATE', unitId: 9 },
      { createRequest: () => xhr as unknown as XMLHttpRequest },
    );
    expect(xhr.body?.get('unit_id')).toBeNull();
    xhr.answer(413, { code: 'documents.too_large', message: 'O arquivo excede o limite de 10 MB.' });
    await expect(done).rejects.toMatchObject({ status: 413, message: 'O arquivo excede o limite de 10 MB.' });

    const again = new FakeXhr();
    const second = uploadDocument(
      { file: file(), title: 'x', visibility: 'PRIVATE' },
      { createRequest: () => again as unknown as XMLHttpRequest },
    );
    again.answer(401, { code: 'auth.unauthorized', message: 'Sessão expirada' });
    await expect(second).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().token).toBeNull();
  });
});

describe('uploadPercent', () => {
  it('whole percent, held at 99 until the server answers', () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(42.7, 100)).toBe(42);
    expect(uploadPercent(100, 100)).toBe(99);
    expect(uploadPercent(5, 0)).toBe(0);
  });
});

describe('useUploadProgress', () => {
  it('goes idle → uploading with percent → done at 100', async () => {
    let options: UploadOptions = {};
    let resolve: (doc: Document) => void = () => undefined;
    const fake = (_input: unknown, opts: UploadOptions) => {
      options = opts;
      return new Promise<Document>((r) => (resolve = r));
    };
    const { result } = renderHook(() => useUploadProgress(fake));
    expect(result.current.status).toBe('idle');

    let pending: Promise<Document> = Promise.resolve(DOC);
    act(() => {
      pending = result.current.start({ file: file(), title: 'a', visibility: 'PRIVATE' });
    });
    expect(result.current.uploading).toBe(true);
    act(() => options.onProgress?.(30, 60));
    expect(result.current.percent).toBe(50);
    await act(async () => {
      resolve(DOC);
      await pending;
    });
    expect(result.current.status).toBe('done');
    expect(result.current.percent).toBe(100);
  });

  it('an error keeps the percent reached; cancel aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const fake = (_input: unknown, opts: UploadOptions) => {
      signal = opts.signal;
      opts.onProgress?.(1, 4);
      return new Promise<Document>((_r, reject) =>
        opts.signal?.addEventListener('abort', () => reject(new Error('abortado'))),
      );
    };
    const { result } = renderHook(() => useUploadProgress(fake));
    let pending: Promise<Document> = Promise.resolve(DOC);
    act(() => {
      pending = result.current.start({ file: file(), title: 'a', visibility: 'PRIVATE' });
    });
    expect(result.current.percent).toBe(25);
    await act(async () => {
      result.current.cancel();
      await expect(pending).rejects.toThrow('abortado');
    });
    expect(signal?.aborted).toBe(true);
    expect(result.current.status).toBe('error');
    expect(result.current.percent).toBe(25);
  });
});
