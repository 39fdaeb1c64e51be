import { useState } from 'react';
import { CATEGORY_MSG } from '@tenho/domain/categories/categories.schemas';
import { USERS_MSG } from '@tenho/domain/users/users.schemas';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { useAuthStore } from '@/lib/auth-store';
import { useCategoryCoverage } from '../api/get-category-coverage';
import { useUnitOptions } from '@/lib/api/get-units';
import { CategorizeTestArea } from '../components/categorize-test-area';
import { CoverageSkeleton } from '../components/coverage-stat';
import { CoverageView } from '../components/coverage-view';

/**
 * /admin/categorias: how many active companies of the unit cover each category, so the gaps
 * (requests with nobody to answer them) stand out. MASTER sees the network or picks a unit.
 */
export function AdminCategoriesPage() {
  const user = useAuthStore((state) => state.user);
  const isMaster = user?.role === 'MASTER';
  const units = useUnitOptions({ enabled: isMaster });
  // MASTER sees the whole network (no unit_id) until a unit is picked; ADMIN always its own unit.
  const [pickedUnit, setPickedUnit] = useState<number | null>(null);

  const unitList = units.data ?? [];
  const unitId = isMaster ? pickedUnit : null;
  const unitName = isMaster ? unitList.find((u) => u.id === unitId)?.name : user?.unit?.name;
  const coverage = useCategoryCoverage(unitId);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Categorias"
        description={
          <>
            Quantas empresas ativas{' '}
            {unitName ? (
              <>
                da unidade <strong className="text-slate-800">{unitName}</strong>
              </>
            ) : isMaster ? (
              'da rede toda'
            ) : (
              'da sua unidade'
            )}{' '}
            atendem cada categoria. As categorias sem nenhuma empresa ficam em destaque: os pedidos delas não
            têm para quem ir.
          </>
        }
        actions={
          isMaster ? (
            <Field
              label="Unidade"
              className="w-full sm:w-64"
              error={units.isError ? USERS_MSG.unitsLoadFailed : undefined}
              hint={
                units.isError ? (
                  <button
                    type="button"
                    className="font-semibold text-red-700 underline underline-offset-2"
                    disabled={units.isFetching}
                    onClick={() => void units.refetch()}
                  >
                    {units.isFetching ? 'Tentando novamente…' : 'Tentar novamente'}
                  </button>
                ) : undefined
              }
            >
              {(control) => (
                <Select
                  {...control}
                  value={unitId ?? ''}
                  disabled={units.isPending}
                  onChange={(event) => setPickedUnit(event.target.value ? Number(event.target.value) : null)}
                >
                  <option value="">Toda a rede</option>
                  {unitList.map((unit) => (
                    <option key={unit.id} value={unit.id}>
                      {unit.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : null
        }
      />
      {coverage.isPending ? (
        <CoverageSkeleton />
      ) : coverage.isError ? (
        <Card>
          <QueryError query={coverage} message={CATEGORY_MSG.coverageLoadFailed} />
        </Card>
      ) : (
        <CoverageView key={unitId ?? 'rede'} rows={coverage.data} isMaster={isMaster} />
      )}
      <CategorizeTestArea />
    </div>
  );
}
