import { useState } from 'react';
import { QrCode } from 'lucide-react';
import { formatBRL } from '@tenho/domain/shared/format';
import { WALLET_MSG } from '@tenho/domain/wallet/wallet.constants';
import { countLabel, NOUNS } from '@tenho/domain/shared/plural';
import { Button } from '@/components/ui/button';
import { useListQueryState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { useSettings } from '@/lib/api/get-settings';
import { useAuthStore } from '@/lib/auth-store';
import { useWallet } from '../api/get-wallet';
import { BalanceCard } from '../components/balance-card';
import { CompanyTopUps } from '../components/company-top-ups';
import { StatementCard } from '../components/statement-card';
import { TopUpDialog } from '../components/top-up-dialog';
import { useStatementControls } from '../use-statement-controls';

/** /client/financeiro: the company's balance, 'Carregar Créditos', its requests and its statement. */
export function ClientFinanceiroPage() {
  const clientId = useAuthStore((state) => state.user?.id);
  const [topUpOpen, setTopUpOpen] = useState(false);
  const statement = useStatementControls();
  const wallet = useWallet(clientId, statement.query);
  const settings = useSettings();
  const openTopUp = () => setTopUpOpen(true);

  const balance = wallet.data?.balance;
  const creditValue = settings.data?.creditValue;
  const balanceState = useListQueryState(wallet, WALLET_MSG.creditsLoadFailed);
  const statementState = useListQueryState(wallet, WALLET_MSG.statementLoadFailed);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Financeiro"
        description="O saldo de créditos da sua empresa paga cada lead que você aceita. Carregue com Pix e acompanhe o extrato."
        actions={
          <Button onClick={openTopUp}>
            <QrCode className="size-4" aria-hidden="true" />
            Carregar Créditos
          </Button>
        }
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <BalanceCard
          balance={balance}
          {...balanceState}
          hint={creditValue !== undefined && balance !== undefined ? leadsHint(balance, creditValue) : null}
        />
        <CompanyTopUps onTopUp={openTopUp} />
      </div>

      <StatementCard
        description="Créditos carregados e leads cobrados, do mais recente para o mais antigo."
        statement={statement}
        data={wallet.data}
        state={statementState}
        fetching={wallet.isFetching}
        exportSource={clientId ? { clientId } : null}
        empty={{
          noMatchHint: 'Amplie o período ou mostre todos os tipos para ver as demais.',
          clearLabel: 'Ver todo o período',
          noneHint: 'Quando seus créditos forem carregados e seus leads cobrados, eles aparecem aqui.',
          action: <Button onClick={openTopUp}>Carregar Créditos</Button>,
        }}
      />

      <TopUpDialog open={topUpOpen} onOpenChange={setTopUpOpen} />
    </div>
  );
}

function leadsHint(balance: number, creditValue: number): string {
  if (creditValue <= 0) return 'Os leads estão sem custo no momento.';
  const leads = Math.floor(Math.round(balance * 100) / Math.round(creditValue * 100));
  if (leads === 0)
    return `Cada lead aceito custa ${formatBRL(creditValue)}. Carregue créditos para receber pedidos.`;
  const covers = countLabel(leads, NOUNS.lead);
  return `Cada lead aceito custa ${formatBRL(creditValue)}. Seu saldo cobre ${covers}.`;
}
