import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/test/render';
import { Can } from './use-can';

describe('<Can>', () => {
  it('renders for holders of the permission and the fallback for others', () => {
    const view = () =>
      render(
        <Can permission="user.create" fallback={<span>sem acesso</span>}>
          <button type="button">Novo Usuário</button>
        </Can>,
      );
    const first = view();
    expect(screen.getByText('sem acesso')).toBeInTheDocument();
    first.unmount();

    signInAs({ permissions: ['user.create'] });
    view();
    expect(screen.getByRole('button', { name: 'Novo Usuário' })).toBeInTheDocument();
  });

  it('an override false hides what the list grants', () => {
    signInAs({ permissions: ['user.delete'], permission_override: { 'user.delete': false } });
    render(
      <Can permission="user.delete">
        <button type="button">Excluir</button>
      </Can>,
    );
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
  });
});
