import { useMutation } from '@tanstack/react-query';
import { onlyDigits } from '@tenho/domain/shared/format';
import { downloadFile } from '@/lib/session-fetch';

/**
 * GET /privacy/export?phone=: everything stored about one number as JSON (portability, Art. 18 V),
 * fetched with the session in the Authorization header (never a token in a link) and saved as a
 * file. The server audits the export.
 */
export function exportPrivacyData(phone: string): Promise<string> {
  return downloadFile('/privacy/export', {
    query: { phone: onlyDigits(phone) },
    fallbackName: 'dados-titular.json',
  });
}

export function useExportPrivacyData() {
  return useMutation({ mutationKey: ['privacy', 'export'], mutationFn: exportPrivacyData });
}
