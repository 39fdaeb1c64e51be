import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './toast';

describe('notify (spec §9 toast durations)', () => {
  it('success 3 s, login error 4 s, inactive 6 s, amber warning 6 s, other errors 4 s', () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const warning = vi.spyOn(toast, 'warning');

    notify.success('Login realizado com sucesso!');
    expect(success).toHaveBeenLastCalledWith('Login realizado com sucesso!', { duration: 3000 });

    notify.loginError('E-mail ou senha inválidos');
    expect(error).toHaveBeenLastCalledWith('E-mail ou senha inválidos', { duration: 4000 });

    notify.error('Erro ao salvar categorias');
    expect(error).toHaveBeenLastCalledWith('Erro ao salvar categorias', { duration: 4000 });

    notify.inactive('Conta ainda não foi ativada.');
    expect(warning).toHaveBeenLastCalledWith('Conta ainda não foi ativada.', { duration: 6000 });

    notify.warning('Permissão em uso');
    expect(warning).toHaveBeenLastCalledWith('Permissão em uso', { duration: 6000 });
  });
});
