import type { z } from 'zod';
import type { franchiseInputSchema } from '@tenho/domain/franchise/franchise.schemas';
import {
  FRANCHISE_MSG,
  type FranchiseInput,
  type FranchiseUnit,
} from '@tenho/domain/franchise/franchise.schemas';

/** What the create/edit form holds: the schema's own input (every text field as typed). */
export type FranchiseFormValues = FranchiseInput;
export type FranchiseFormOutput = z.output<typeof franchiseInputSchema>;
export type FranchiseFieldName = Exclude<keyof FranchiseFormValues, 'is_active'>;

/** Focus and server-error order: the order of the fields on screen. */
export const FRANCHISE_FIELD_ORDER = [
  'name',
  'code',
  'city',
  'state',
  'region',
  'whatsapp_phone_number_id',
  'whatsapp_display_number',
  'pix_key',
  'pix_merchant_name',
  'pix_merchant_city',
] as const satisfies readonly FranchiseFieldName[];

/** Spec §5: without these, 'Preencha todos os campos obrigatórios'. */
export const REQUIRED_FRANCHISE_FIELDS = ['name', 'code', 'city', 'state'] as const;

/** An empty form for a new unit (active by default), or the unit's values to edit. */
export function franchiseFormDefaults(unit: FranchiseUnit | null): FranchiseFormValues {
  return {
    name: unit?.name ?? '',
    code: unit?.code ?? '',
    city: unit?.city ?? '',
    state: unit?.state ?? '',
    region: unit?.region ?? '',
    is_active: unit?.is_active ?? true,
    whatsapp_phone_number_id: unit?.whatsapp_phone_number_id ?? '',
    whatsapp_display_number: unit?.whatsapp_display_number ?? '',
    pix_key: unit?.pix_key ?? '',
    pix_merchant_name: unit?.pix_merchant_name ?? '',
    pix_merchant_city: unit?.pix_merchant_city ?? '',
  };
}

/**
 * Whether any required field is missing: the form then shows the spec's one message
 * ('Preencha todos os campos obrigatórios') instead of repeating it under every field.
 */
export function isMissingRequired(
  errors: Partial<Record<string, { message?: string } | undefined>>,
): boolean {
  return Object.values(errors).some((error) => error?.message === FRANCHISE_MSG.required);
}

/** The text shown under a field: its own problem, never the repeated 'required' message. */
export function fieldMessage(error: { message?: string } | undefined): string | undefined {
  return error?.message && error.message !== FRANCHISE_MSG.required ? error.message : undefined;
}

export type SummaryFieldProps = {
  error: string | undefined;
  invalid: boolean;
  describedBy: string | undefined;
};

/**
 * A field's props beside the one summary: marked invalid when in error, and described by the
 * summary (`summaryId`) when its problem is the 'required' that only the summary says.
 */
export function requiredSummaryProps(
  error: { message?: string } | undefined,
  summaryId: string,
): SummaryFieldProps {
  const message = fieldMessage(error);
  return { error: message, invalid: !!error, describedBy: error && !message ? summaryId : undefined };
}
