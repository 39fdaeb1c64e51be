import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isStrongPassword } from '@tenho/domain/auth/password';
import {
  USERS_MSG,
  createUserSchema,
  creatableRoles,
  defaultCreateRole,
  type CreateUser,
  type CreateUserInput,
} from '@tenho/domain/users/users.schemas';
import { Alert } from '@/components/ui/alert';
import { DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { Tabs } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { useUnitOptions } from '@/lib/api/get-units';
import { useAuthStore } from '@/lib/auth-store';
import { useServerFormErrors } from '@/lib/use-server-form-errors';
import { notify } from '@/lib/toast';
import { useCreateUser } from '../api/create-user';
import {
  CREATE_USER_FIELDS,
  CREATE_USER_TABS,
  CREATE_USER_TOP_FIELDS,
  ERROR_CODE_FIELDS,
  TAB_TOP_FIELDS,
  createUserDefaults,
  createUserDraftKey,
  readCreateUserDraft,
  writeCreateUserDraft,
  orderedErrors,
  toCreatePayload,
  type CreateUserTab,
} from '../create-user-form';
import {
  CreateUserErrors,
  CreateUserPanels,
  CreateUserStepNav,
  CreateUserTabList,
} from './create-user-steps';

export type CreateUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const TAB_IDS = CREATE_USER_TABS.map((tab) => tab.id);

/**
 * 'Novo Usuário' (spec §2/§5): five tabs with previous/next, 'Criar Usuário' only on the last;
 * the button stays disabled until the password meets the rule. A draft survives closing the
 * dialog; a successful create resets it, reloads the list and closes.
 */
export function CreateUserDialog({ open, onOpenChange }: CreateUserDialogProps) {
  const actor = useAuthStore((state) => state.user);
  const actorRole = actor?.role ?? null;
  const roles = creatableRoles(actorRole);
  const isMaster = actorRole === 'MASTER';
  const units = useUnitOptions({ enabled: open && isMaster });
  const createMutation = useCreateUser();
  const [tab, setTab] = useState<CreateUserTab>('basic');
  const [serverError, setServerError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const contentRef = useRef<HTMLDivElement>(null);

  const defaults = useMemo(() => createUserDefaults(defaultCreateRole(actorRole)), [actorRole]);
  const draftKey = createUserDraftKey(actor?.id);
  const form = useForm<CreateUserInput, unknown, CreateUser>({
    resolver: zodResolver(createUserSchema),
    // What was typed before a reload of the tab (never the password).
    defaultValues: readCreateUserDraft(draftKey, defaults),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { handleSubmit, trigger, reset, setError, setFocus, formState } = form;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const passwordOk = isStrongPassword(password);
  const errorList = formState.submitCount > 0 ? orderedErrors(formState.errors) : [];

  // Keep the draft in sessionStorage while the tab is open (issue 29 point 3).
  const allValues = useWatch({ control: form.control });
  useEffect(() => {
    if (formState.isDirty) writeCreateUserDraft(draftKey, allValues as CreateUserInput);
  }, [allValues, draftKey, formState.isDirty]);

  // After moving to a tab because of an error, put the caret on its first invalid control.
  // The newly shown tab panel mounts its fields in the same commit; wait a tick for them.
  useEffect(() => {
    if (focusRequest === 0) return;
    const timer = window.setTimeout(() => {
      const panel = contentRef.current?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]');
      panel?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
    return () => window.clearTimeout(timer);
  }, [focusRequest]);

  const goToFirstError = (tabs: CreateUserTab[]) => {
    const first = TAB_IDS.find((id) => tabs.includes(id));
    if (!first) return;
    setTab(first);
    setFocusRequest((n) => n + 1);
  };

  const index = TAB_IDS.indexOf(tab);
  const isLast = index === TAB_IDS.length - 1;

  const handleNext = async () => {
    const valid = await trigger(TAB_TOP_FIELDS[tab]);
    if (!valid) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setTab(TAB_IDS[index + 1] ?? tab);
  };

  const showServerErrors = useServerFormErrors({ setError, setFocus }, CREATE_USER_TOP_FIELDS, {
    codeFields: ERROR_CODE_FIELDS,
    focus: false,
  });

  const handleValid = (values: CreateUser) => {
    setServerError(null);
    createMutation.mutate(toCreatePayload(values, actorRole ?? ''), {
      onSuccess: () => {
        notify.success(USERS_MSG.created);
        reset(defaults);
        writeCreateUserDraft(draftKey, null);
        setTab('basic');
        onOpenChange(false);
      },
      onError: (error) => {
        const message = errorMessage(error, USERS_MSG.createFailed);
        setServerError(message);
        notify.error(message);
        const fieldErrors = showServerErrors(error, message);
        goToFirstError(
          fieldErrors.flatMap(([field]) =>
            CREATE_USER_FIELDS.filter((f) => f.path.split('.')[0] === field).map((f) => f.tab),
          ),
        );
      },
    });
  };

  const handleInvalid = (errors: FieldErrors<CreateUserInput>) =>
    goToFirstError(orderedErrors(errors).map((error) => error.tab));

  /**
   * Only 'Criar Usuário' on the last step creates the user. Enter in a field of an earlier step
   * moves one step on instead (as 'Próximo' does); a submit from anything else is ignored.
   */
  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isLast) {
      void handleNext();
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('data-action') !== 'create') return;
    void handleSubmit(handleValid, handleInvalid)(event);
  };

  /**
   * Enter in a text field of an earlier step moves one step on. Those steps have no submit button,
   * so the browser's implicit submission never fires there: the form handles the key itself.
   */
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (isLast || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    if (['checkbox', 'radio', 'button', 'submit', 'file', 'reset'].includes(target.type)) return;
    event.preventDefault();
    void handleNext();
  };

  return (
    <DialogFrame
      open={open}
      onClose={() => !createMutation.isPending && onOpenChange(false)}
      ref={contentRef}
      className="max-w-3xl"
    >
      <DialogLayout
        title="Novo Usuário"
        description="Os campos com * são obrigatórios. Você pode navegar pelas abas em qualquer ordem."
      >
        <form
          noValidate
          aria-label="Novo Usuário"
          onSubmit={handleFormSubmit}
          onKeyDown={handleKeyDown}
          className="flex flex-col gap-4"
        >
          {errorList.length > 0 ? (
            <CreateUserErrors errors={errorList} onShowTab={(id) => goToFirstError([id])} />
          ) : serverError ? (
            <Alert tone="danger">{serverError}</Alert>
          ) : null}

          <Tabs value={tab} onValueChange={(value) => setTab(value as CreateUserTab)}>
            <CreateUserTabList errors={errorList} />
            <CreateUserPanels
              form={form}
              roles={roles}
              ownUnitName={actor?.unit?.name ?? null}
              units={isMaster ? units : null}
            />
          </Tabs>

          <CreateUserStepNav
            index={index}
            busy={createMutation.isPending}
            passwordOk={passwordOk}
            onPrevious={() => setTab(TAB_IDS[index - 1] ?? tab)}
            onNext={() => void handleNext()}
          />
        </form>
      </DialogLayout>
    </DialogFrame>
  );
}
