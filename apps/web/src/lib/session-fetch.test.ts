import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, signInAs } from '@/test/render';
import { ApiError } from './api-client';
import { useAuthStore } from './auth-store';
import { attachmentFileName, downloadFile } from './session-fetch';

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

describe('attachmentFileName', () => {
  it('reads the plain and the RFC 5987 forms, keeping only the last path segment', () => {
    expect(attachmentFileName('attachment; filename="logs-do-sistema-2026-11-24.csv"')).toBe(
      'logs-do-sistema-2026-11-24.csv',
    );
    expect(attachmentFileName("attachment; filename*=UTF-8''relat%C3%B3rio.csv")).toBe('relatório.csv');
    expect(attachmentFileName('attachment; filename=backup.tar.gz')).toBe('backup.tar.gz');
    expect(attachmentFileName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(attachmentFileName(null)).toBeNull();
    expect(attachmentFileName('inline')).toBeNull();
  });
});

describe('downloadFile', () => {
  it('sends the session in the Authorization header (never in the URL) and saves under the fallback name', async () => {
    signInAs({ role: 'MASTER' }, 'segredo-da-sessao');
    const calls = mockFetch(() => ({ body: 'conteúdo' }));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    const name = await downloadFile('/audit-log', {
      query: { format: 'csv', actor: 'ana', action: undefined, target: '' },
      fallbackName: 'logs.csv',
    });
    expect(name).toBe('logs.csv');
    expect(calls[0]?.url).toBe('/api/audit-log?format=csv&actor=ana');
    expect(calls[0]?.url).not.toContain('segredo');
    expect(calls[0]?.headers.Authorization).toBe('Bearer segredo-da-sessao');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('turns an error answer into an ApiError with the server message; a 401 ends the session', async () => {
    signInAs({ role: 'MASTER' });
    mockFetch(() => ({
      status: 422,
      body: { code: 'audit.export_too_large', message: 'Há registros demais' },
    }));
    await expect(downloadFile('/audit-log', { fallbackName: 'x.csv' })).rejects.toMatchObject({
      status: 422,
      code: 'audit.export_too_large',
      message: 'Há registros demais',
    });

    mockFetch(() => ({ status: 401, body: { code: 'auth.unauthorized', message: 'Sessão expirada' } }));
    await expect(downloadFile('/system/backup', { fallbackName: 'b.tar.gz' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(useAuthStore.getState().token).toBeNull();
  });
});
