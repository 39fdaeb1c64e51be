import { useState } from 'react';
import { Building2, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useUnitOptions } from '@/lib/api/get-units';
import { useAuthStore } from '@/lib/auth-store';
import { useSimulatorUnit } from '../api/get-simulator-unit';
import { CompanyPhone } from '../components/company-phone';
import { ConsumerPhone } from '../components/consumer-phone';
import { PixSandboxCard } from '../components/pix-sandbox-card';
import { SIMULATOR_LOAD_FAILED } from '../simulator-errors';

/** Phones shown at first; the rest behind a button (each phone polls its conversation). */
const FIRST_PHONES = 8;

/**
 * /master/simulador and /admin/simulador: play a consumer writing to a unit's WhatsApp and every
 * company of the unit receiving the alerts. Each message goes through the real webhook, signed
 * like a Cloud API delivery, so what happens here is what happens with WhatsApp.
 */
export function SimulatorPage() {
  const me = useAuthStore((state) => state.user);
  const isMaster = me?.role === 'MASTER';
  const units = useUnitOptions({ enabled: isMaster });
  const [pickedUnit, setPickedUnit] = useState<number | null>(null);
  const [showAll, setShowAll] = useState(false);
  const unitId = isMaster ? (pickedUnit ?? units.data?.[0]?.id ?? null) : (me?.unit_id ?? null);
  const overview = useSimulatorUnit(unitId);
  const companies = overview.data?.companies ?? [];
  const shown = showAll ? companies : companies.slice(0, FIRST_PHONES);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Simulador de WhatsApp"
        description="Faça o papel de um cliente e das empresas da franquia. As mensagens passam pelo webhook de verdade, assinadas como as do WhatsApp, e nada sai para números reais."
      />

      {isMaster ? (
        <Card className="p-4 sm:p-5">
          <Field label="Franquia" className="sm:max-w-xs">
            {(control) => (
              <Select
                {...control}
                value={unitId ?? ''}
                disabled={units.isPending}
                onChange={(event) => {
                  setPickedUnit(event.target.value ? Number(event.target.value) : null);
                  setShowAll(false);
                }}
              >
                {units.data?.length ? null : <option value="">Nenhuma franquia ativa</option>}
                {units.data?.map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </Card>
      ) : null}

      <PixSandboxCard unitId={unitId} />

      {unitId === null && !(isMaster && units.isPending) ? (
        <Card>
          <EmptyState
            icon={<Building2 className="size-6" />}
            title={isMaster ? 'Nenhuma franquia ativa' : 'Sua conta não está vinculada a uma franquia'}
            description={
              isMaster
                ? 'Cadastre ou ative uma franquia para simular os pedidos dela.'
                : 'Peça ao Master para vincular sua conta a uma unidade.'
            }
          />
        </Card>
      ) : overview.isError && !overview.data ? (
        <Card>
          <QueryError query={overview} message={SIMULATOR_LOAD_FAILED} />
        </Card>
      ) : !overview.data || unitId === null ? (
        <div
          className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]"
          aria-hidden="true"
        >
          <Skeleton className="h-[34rem] rounded-[1.75rem]" />
          <Skeleton className="h-[34rem] rounded-[1.75rem]" />
          <span role="status" className="sr-only">
            Carregando simulador…
          </span>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <section aria-labelledby="simulador-cliente" className="flex min-w-0 flex-col gap-3">
            <div>
              <h2 id="simulador-cliente" className="text-lg font-semibold text-slate-900">
                Cliente
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                Escreve para o WhatsApp da {overview.data.unit.name}:
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium text-slate-900 tabular-nums">
                  {overview.data.unit.phone_number_id}
                </span>
                {overview.data.unit.simulated_number ? <Badge tone="grey">número simulado</Badge> : null}
              </p>
            </div>
            <ConsumerPhone
              key={overview.data.unit.id}
              unitId={overview.data.unit.id}
              unitNumber={overview.data.unit.phone_number_id}
            />
          </section>

          <section aria-labelledby="simulador-empresas" className="flex min-w-0 flex-col gap-3">
            <div>
              <h2 id="simulador-empresas" className="text-lg font-semibold text-slate-900">
                Empresas da franquia ({companies.length})
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                Recebem os alertas dos pedidos das suas categorias quando têm saldo para o crédito.
              </p>
            </div>
            {companies.length === 0 ? (
              <Card>
                <EmptyState
                  icon={<Smartphone className="size-6" />}
                  title="Nenhuma empresa nesta franquia"
                  description="Cadastre e ative empresas em Usuários para que recebam os pedidos dos clientes."
                />
              </Card>
            ) : (
              <>
                <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
                  {shown.map((company) => (
                    <CompanyPhone key={company.id} unitId={overview.data.unit.id} company={company} />
                  ))}
                </div>
                {companies.length > shown.length ? (
                  <Button variant="secondary" className="self-center" onClick={() => setShowAll(true)}>
                    Mostrar todas as {companies.length} empresas
                  </Button>
                ) : null}
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
