import { WALLET_MSG } from '@tenho/domain/wallet/wallet.constants';
import { errorMessage } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { useWallet } from '../api/get-wallet';
import { BalanceCard } from './balance-card';

/**
 * The balance of the company a USER works for, read-only (the USER asks by its own id and the
 * API answers its company's wallet). No top-up, no statement: those belong to the company.
 */
export function CompanyBalanceCard() {
  const userId = useAuthStore((state) => state.user?.id);
  const wallet = useWallet(userId, { pageSize: '1' });
  return (
    <BalanceCard
      title="Saldo de créditos da empresa"
      balance={wallet.data?.balance}
      loading={wallet.isPending}
      error={wallet.isError ? errorMessage(wallet.error, WALLET_MSG.creditsLoadFailed) : null}
      onRetry={() => void wallet.refetch()}
      retrying={wallet.isFetching}
      hint="Somente leitura: quem carrega créditos e acompanha o extrato é a empresa."
    />
  );
}
