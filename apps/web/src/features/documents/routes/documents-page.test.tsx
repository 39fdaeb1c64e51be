import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Document } from '@tenho/domain/documents/documents.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { DocumentsPage } from './documents-page';

const doc = (over: Partial<Document>): Document => ({
  id: 1,
  title: 'Contrato de franquia',
  file_name: 'contrato.pdf',
  mime_type: 'application/pdf',
  size_bytes: 2_621_440,
  visibility: 'NETWORK',
  unit_id: null,
  unit_name: null,
  owner_id: 1,
  uploaded_by: { id: 1, name: 'Master' },
  created_at: '2026-03-10T15:30:00.000Z',
  can_delete: false,
  ...over,
});

describe('DocumentsPage', () => {
  it('lists what the server answers with type, size, visibility, uploader and date; searches on the server', async () => {
    signInAs({ role: 'USER', permissions: ['document.access'] });
    const calls = mockFetch((call) =>
      call.url.includes('search=')
        ? { body: { items: [], total: 0, page: 1, pageSize: 20 } }
        : {
            body: {
              items: [
                doc({}),
                doc({ id: 2, title: 'Tabela', visibility: 'UNIT', unit_name: 'Tenho Centro' }),
              ],
              total: 2,
              page: 1,
              pageSize: 20,
            },
          },
    );
    renderWithProviders(<DocumentsPage />);
    const table = await screen.findByRole('table', { name: 'Documentos' });
    const row = (await within(table).findByText('Contrato de franquia')).closest('tr')!;
    expect(within(row).getAllByText('2,5 MB')[0]).toBeInTheDocument();
    expect(within(row).getAllByText('Rede')[0]).toBeInTheDocument();
    expect(within(row).getByText('Master')).toBeInTheDocument();
    expect(within(row).getAllByText('10/03/2026')[0]).toBeInTheDocument();
    // A USER reads: no upload, no delete.
    expect(screen.queryByRole('button', { name: 'Enviar documento' })).toBeNull();
    expect(within(row).queryByRole('button', { name: /^Excluir/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Baixar Contrato de franquia' })).toBeInTheDocument();

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Buscar documentos' }), 'xyz');
    expect(await screen.findByText('Nenhum documento encontrado')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/documents?search=xyz&page=1&pageSize=20')).toBe(true);
  });

  it('deletes after confirmation when the server says it may (can_delete)', async () => {
    signInAs({ role: 'CLIENT', permissions: ['document.access', 'document.create', 'document.delete'] });
    let items = [doc({ id: 5, title: 'Minha planilha', visibility: 'PRIVATE', can_delete: true })];
    const calls = mockFetch((call) => {
      if (call.method === 'DELETE') {
        items = [];
        return { status: 204 };
      }
      return { body: { items, total: items.length, page: 1, pageSize: 20 } };
    });
    const user = userEvent.setup();
    renderWithProviders(<DocumentsPage />);
    expect((await screen.findAllByRole('button', { name: 'Enviar documento' })).length).toBeGreaterThan(0);
    await user.click(await screen.findByRole('button', { name: 'Excluir Minha planilha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir documento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/documents/5')).toBe(true),
    );
    expect(await screen.findByText('Documento excluído com sucesso!')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum documento ainda')).toBeInTheDocument();
  });

  it("a MASTER's upload starts shared with the whole network: no unit to choose before sending", async () => {
    signInAs({ role: 'MASTER', permissions: ['document.access', 'document.create', 'document.delete'] });
    mockFetch((call) =>
      call.url.startsWith('/api/franchise-units')
        ? { body: [] }
        : { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    );
    const user = userEvent.setup();
    renderWithProviders(<DocumentsPage />);
    await user.click((await screen.findAllByRole('button', { name: 'Enviar documento' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar documento' });
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Quem pode ver').value).toBe('NETWORK');
    expect(within(dialog).queryByLabelText('Unidade')).toBeNull();
  });
});
