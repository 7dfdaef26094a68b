import { api } from '@havn/contract/web';
import type { Language } from '@havn/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { STALE } from '../../lib/query-client.ts';

/** The whole FAQ of one language (a few dozen entries): searched and filtered in the page. */
export function useFaqQuery(language: Language) {
  return useQuery({
    queryKey: ['faq', language],
    queryFn: () => callApi(api.site.faq, { query: { language } }),
    staleTime: STALE.catalogue,
  });
}
