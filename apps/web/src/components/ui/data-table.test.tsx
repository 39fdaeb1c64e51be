import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type TableSort } from './data-table';

type Row = { id: number; name: string; amount: number };
const helper = createColumnHelper<Row>();
const columns = [
  helper.accessor('name', { header: 'Nome', enableSorting: true }),
  helper.accessor('amount', { header: 'Valor', enableSorting: true, meta: { align: 'right' } }),
  helper.display({
    id: 'actions',
    header: 'Ações',
    cell: ({ row }) => <button>Abrir {row.original.name}</button>,
  }),
];
const ROWS: Row[] = [
  { id: 1, name: 'Ana', amount: 10 },
  { id: 2, name: 'Bruno', amount: 250 },
];

function Harness({
  data = ROWS,
  onSortChange,
  total = 45,
  totalCapped,
}: {
  data?: Row[];
  onSortChange?: (sort: TableSort) => void;
  total?: number;
  totalCapped?: boolean;
}) {
  const [sort, setSort] = useState<TableSort>({ id: 'name', desc: false });
  const [page, setPage] = useState(1);
  return (
    <DataTable
      caption="Pessoas"
      columns={columns}
      data={data}
      getRowId={(row) => String(row.id)}
      empty={<p>Ninguém por aqui</p>}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange?.(next);
      }}
      pagination={{
        page,
        pageSize: 20,
        total,
        totalCapped,
        onPageChange: setPage,
        noun: { one: 'pessoa', many: 'pessoas' },
      }}
    />
  );
}

describe('DataTable', () => {
  it('renders a named table with column headers and the rows; numbers are right-aligned', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Pessoas' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Nome', 'Valor', 'Ações']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    expect(within(table).getByRole('cell', { name: '250' })).toHaveClass('text-right');
    expect(within(table).getByRole('button', { name: 'Abrir Bruno' })).toBeInTheDocument();
  });

  it('reports the sort to the server and shows it with aria-sort; headers are buttons for the keyboard', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<Harness onSortChange={onSortChange} />);
    const name = screen.getByRole('columnheader', { name: 'Nome' });
    const amount = screen.getByRole('columnheader', { name: 'Valor' });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(amount).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Ações' })).not.toHaveAttribute('aria-sort');

    await user.click(within(name).getByRole('button', { name: 'Nome' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: true });
    expect(name).toHaveAttribute('aria-sort', 'descending');

    within(amount).getByRole('button', { name: 'Valor' }).focus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'amount', desc: false });
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    expect(name).toHaveAttribute('aria-sort', 'none');
  });

  it('pages: range text, previous disabled on the first page, next moves on', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(nav).toHaveTextContent('Mostrando 1–20 de 45 pessoas');
    expect(within(nav).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Próxima página' }));
    expect(nav).toHaveTextContent('Mostrando 21–40 de 45 pessoas');
    expect(nav).toHaveTextContent('Página 2 de 3');
    await user.click(within(nav).getByRole('button', { name: 'Próxima página' }));
    expect(within(nav).getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  });

  it('pages past a capped total: "mais de", and the next page stays reachable', async () => {
    const user = userEvent.setup();
    render(<Harness total={40} totalCapped />);
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(nav).toHaveTextContent('Mostrando 1–20 de mais de 40 pessoas');
    expect(nav).toHaveTextContent('Página 1 de mais de 2');
    await user.click(within(nav).getByRole('button', { name: 'Próxima página' }));
    expect(nav).toHaveTextContent('Mostrando 21–40 de mais de 40 pessoas');
    expect(within(nav).getByRole('button', { name: 'Próxima página' })).toBeEnabled();
  });

  it('shows skeleton rows while loading, and announces it', () => {
    render(
      <DataTable
        caption="Pessoas"
        columns={columns}
        data={undefined}
        loading
        getRowId={(row) => String(row.id)}
        empty={<p>Ninguém por aqui</p>}
      />,
    );
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('table', { name: 'Pessoas' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(screen.queryByText('Ninguém por aqui')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no rows, without paging', () => {
    render(<Harness data={[]} total={0} />);
    expect(screen.getByText('Ninguém por aqui')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <DataTable
        caption="Pessoas"
        columns={columns}
        data={undefined}
        error="Erro ao carregar usuários"
        onRetry={onRetry}
        getRowId={(row) => String(row.id)}
        empty={<p>Ninguém por aqui</p>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar usuários');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
