import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, signInAs } from '@/test/render';
import { csvQuery, exportReport } from './export-report';

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
  vi.restoreAllMocks();
});

describe('csvQuery', () => {
  it('drops paging (the CSV holds every row of the filter) and asks for format=csv', () => {
    expect(csvQuery({ filter: 'active', page: 3, pageSize: 50 })).toEqual({
      filter: 'active',
      format: 'csv',
    });
    expect(csvQuery({ period: 90, format: 'json' })).toEqual({ period: 90, format: 'csv' });
  });
});

describe('exportReport', () => {
  it('fetches the CSV with the Authorization header (no token in the URL) and saves the blob', async () => {
    signInAs({ role: 'ADMIN' }, 'segredo-da-sessao');
    const calls = mockFetch(() => ({ body: 'Usuário;Perfil' }));
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:relatorio';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    const name = await exportReport({ kind: 'messages', query: { category: 4, status: 'read', page: 2 } });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/reports/messages?category=4&status=read&format=csv');
    expect(calls[0]?.url).not.toContain('segredo');
    expect(calls[0]?.headers.Authorization).toBe('Bearer segredo-da-sessao');
    expect(name).toMatch(/^relatorio-mensagens-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved).toHaveLength(1);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("rejects with the server's pt-BR message (422 too many rows)", async () => {
    signInAs({ role: 'MASTER' });
    mockFetch(() => ({
      status: 422,
      body: { code: 'reports.export_too_large', message: 'Há linhas demais' },
    }));
    await expect(exportReport({ kind: 'user-activity', query: { filter: 'all' } })).rejects.toMatchObject({
      status: 422,
      message: 'Há linhas demais',
    });
  });
});
