import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  AUDIT_PAGE_SIZE_DEFAULT,
  auditLogQuerySchema,
  type AuditLogQueryInput,
} from '@tenho/domain/audit/audit.schemas';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { AuditFilters, AuditLogParams } from './api/get-audit-log';

/** The filters as typed in the bar (text; '' = not filtered). */
export type AuditFilterValues = {
  actor: string;
  action: string;
  target: string;
  targetId: string;
  from: string;
  to: string;
};

export type AuditFilterErrors = Partial<Record<keyof AuditFilterValues | 'page', string>>;

const URL_KEYS = {
  actor: 'actor',
  action: 'action',
  target: 'target',
  targetId: 'target_id',
  from: 'from',
  to: 'to',
} as const satisfies Record<keyof AuditFilterValues, string>;

const FIELD_OF_PATH: Record<string, keyof AuditFilterValues | 'page'> = {
  actor: 'actor',
  action: 'action',
  target: 'target',
  target_id: 'targetId',
  from: 'from',
  to: 'to',
  page: 'page',
  pageSize: 'page',
};

/** Positive integers from the URL, else the default. */
function positive(value: string | null, fallback: number): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : fallback;
}

/**
 * The log's filters and page live in the URL (a link such as ?target=franchise_unit&target_id=5
 * opens the history of one unit). The actor box waits for a pause in typing. Values are checked
 * with the API's own schema before asking: an invalid period shows its message instead.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const values: AuditFilterValues = {
    actor: params.get(URL_KEYS.actor) ?? '',
    action: params.get(URL_KEYS.action) ?? '',
    target: params.get(URL_KEYS.target) ?? '',
    targetId: params.get(URL_KEYS.targetId) ?? '',
    from: params.get(URL_KEYS.from) ?? '',
    to: params.get(URL_KEYS.to) ?? '',
  };
  const page = positive(params.get('page'), 1);
  const pageSize = positive(params.get('pageSize'), AUDIT_PAGE_SIZE_DEFAULT);

  const [actorText, setActorText] = useState(values.actor);
  const actor = useDebouncedValue(actorText.trim(), 300);

  /** Writes filters to the URL; any change of filter starts again at page 1. */
  const update = (patch: Partial<AuditFilterValues>, nextPage = 1) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch) as Array<[keyof AuditFilterValues, string]>) {
          if (value) next.set(URL_KEYS[key], value);
          else next.delete(URL_KEYS[key]);
        }
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  // The typed actor reaches the URL once typing pauses.
  const urlActor = values.actor;
  useEffect(() => {
    if (actor !== urlActor) update({ actor });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new debounced value writes
  }, [actor]);

  const input: AuditLogQueryInput = {
    actor: values.actor || undefined,
    action: values.action || undefined,
    target: values.target || undefined,
    target_id: values.targetId || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    page: String(page),
    pageSize: String(pageSize),
  };
  const parsed = auditLogQuerySchema.safeParse(input);
  const errors: AuditFilterErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[String(issue.path[0] ?? '')];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }

  const filters: AuditFilters = parsed.success
    ? {
        actor: parsed.data.actor,
        action: parsed.data.action,
        target: parsed.data.target,
        target_id: parsed.data.target_id,
        from: parsed.data.from,
        to: parsed.data.to,
      }
    : {};
  const query: AuditLogParams = { ...filters, page, pageSize };

  return {
    values: { ...values, actor: actorText },
    errors,
    valid: parsed.success,
    /** The checked filters, for the list and the CSV export. */
    filters,
    query,
    filtering: Object.values(values).some(Boolean),
    setActor: setActorText,
    setFilter: (key: Exclude<keyof AuditFilterValues, 'actor'>, value: string) => update({ [key]: value }),
    clear: () => {
      setActorText('');
      update({ actor: '', action: '', target: '', targetId: '', from: '', to: '' });
    },
    page,
    pageSize,
    setPage: (next: number) => update({}, next),
    setPageSize: (size: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('pageSize', String(size));
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
  };
}
