import { api } from '@havn/contract/web';
import { type SiteId, siteLanguage } from '@havn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const eventKeys = {
  all: ['events'] as const,
  list: (site: SiteId) => ['events', 'list', site] as const,
  details: (eventId: string, site: SiteId) => ['events', 'details', eventId, site] as const,
};

export function useEventsQuery(site: SiteId) {
  return useQuery({
    queryKey: eventKeys.list(site),
    queryFn: () => callApi(api.site.events.list, { query: { language: siteLanguage[site] } }),
  });
}

export function useEventQuery(eventId: string, site: SiteId) {
  return useQuery({
    queryKey: eventKeys.details(eventId, site),
    queryFn: () =>
      callApi(api.site.events.details, { params: { eventId }, query: { language: siteLanguage[site] } }),
  });
}

/** Signs up; the event's seats and the caller's place are read again afterwards. */
export function useRegisterMutation(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.site.events.register, { params: { eventId } }),
    onSettled: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useUnsubscribeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(api.site.events.unsubscribe, { body: { token } }),
    onSettled: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function calendarUrl(eventId: string, site: SiteId): string {
  return `/api/events/${encodeURIComponent(eventId)}/calendar.ics?language=${siteLanguage[site]}`;
}
