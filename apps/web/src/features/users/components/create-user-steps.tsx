import { ChevronLeft, ChevronRight, UserPlus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { useUnitOptions } from '@/lib/api/get-units';
import { CREATE_USER_TABS, type CreateUserTab } from '../create-user-form';
import { DocumentFields } from './create-user-document-fields';
import { AddressFields, BasicFields, ContactFields } from './create-user-fields';
import { SettingsFields, type SettingsFieldsProps } from './create-user-settings-fields';

type StepError = { tab: CreateUserTab; message: string };

/** After a failed submit: every problem, by tab; each one leads to its tab. */
export function CreateUserErrors({
  errors,
  onShowTab,
}: {
  errors: readonly StepError[];
  onShowTab: (tab: CreateUserTab) => void;
}) {
  return (
    <Alert tone="danger" title="Corrija os campos abaixo para criar o usuário:">
      <ul className="list-disc pl-4">
        {errors.map((error) => (
          <li key={`${error.tab}-${error.message}`}>
            <button
              type="button"
              className="text-left underline underline-offset-2"
              onClick={() => onShowTab(error.tab)}
            >
              {CREATE_USER_TABS.find((t) => t.id === error.tab)?.label}: {error.message}
            </button>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** The numbered tabs; a tab with a problem is marked red (and says so to screen readers). */
export function CreateUserTabList({ errors }: { errors: readonly StepError[] }) {
  return (
    <TabsList aria-label="Etapas do cadastro" className="flex-wrap overflow-visible">
      {CREATE_USER_TABS.map((item, i) => {
        const hasError = errors.some((error) => error.tab === item.id);
        return (
          <TabsTrigger key={item.id} value={item.id}>
            <span
              className={
                hasError
                  ? 'inline-flex size-5 items-center justify-center rounded-full bg-red-100 text-xs text-red-800'
                  : 'inline-flex size-5 items-center justify-center rounded-full bg-slate-100 text-xs text-slate-600'
              }
              aria-hidden="true"
            >
              {i + 1}
            </span>
            {item.label}
            {hasError ? <span className="sr-only"> (com erros)</span> : null}
          </TabsTrigger>
        );
      })}
    </TabsList>
  );
}

export type CreateUserPanelsProps = Omit<SettingsFieldsProps, 'unitChoice'> & {
  /** MASTER's list of units to choose from; null for the others. */
  units: ReturnType<typeof useUnitOptions> | null;
};

/** The five tab panels, each with its fields. */
export function CreateUserPanels({ form, units, ...settings }: CreateUserPanelsProps) {
  return (
    <>
      <TabsContent value="basic">
        <BasicFields form={form} />
      </TabsContent>
      <TabsContent value="contacts">
        <ContactFields form={form} />
      </TabsContent>
      <TabsContent value="address">
        <AddressFields form={form} />
      </TabsContent>
      <TabsContent value="documents">
        <DocumentFields form={form} />
      </TabsContent>
      <TabsContent value="settings">
        <SettingsFields
          form={form}
          {...settings}
          unitChoice={
            units
              ? {
                  units: units.data ?? [],
                  loading: units.isPending,
                  failed: units.isError,
                  onRetry: () => void units.refetch(),
                }
              : null
          }
        />
      </TabsContent>
    </>
  );
}

export type CreateUserStepNavProps = {
  index: number;
  busy: boolean;
  passwordOk: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Anterior / 'Etapa n de 5' / Próximo, and 'Criar Usuário' on the last step. */
export function CreateUserStepNav({ index, busy, passwordOk, onPrevious, onNext }: CreateUserStepNavProps) {
  const isLast = index === CREATE_USER_TABS.length - 1;
  return (
    <>
      <div className="mt-2 flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={onPrevious} disabled={index === 0 || busy}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Anterior
        </Button>
        <p className="text-center text-xs text-slate-500 sm:order-none" aria-live="polite">
          Etapa {index + 1} de {CREATE_USER_TABS.length}
        </p>
        {/* Two elements with their own keys, never one button that changes its type: the click
            that moves to the last step must not land on 'Criar Usuário' and submit. */}
        {isLast ? (
          <Button key="create" type="submit" data-action="create" disabled={!passwordOk} loading={busy}>
            {busy ? null : <UserPlus className="size-4" aria-hidden="true" />}
            Criar Usuário
          </Button>
        ) : (
          <Button key="next" type="button" onClick={onNext}>
            Próximo
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      {isLast && !passwordOk ? (
        <p className="text-right text-xs text-slate-500">
          O botão é liberado quando a senha atende a todos os requisitos (aba Informações Básicas).
        </p>
      ) : null}
    </>
  );
}
