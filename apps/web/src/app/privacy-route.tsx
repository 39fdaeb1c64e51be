import { PrivacyPage } from '@/features/privacy/routes/privacy-page';
import { QueryProvider } from './query-provider';

/** /privacidade: a lazy public page that reads the public notice, so it brings its own QueryClient. */
export function PrivacyRoute() {
  return (
    <QueryProvider>
      <PrivacyPage />
    </QueryProvider>
  );
}
