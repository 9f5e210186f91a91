import { queryKeys, useRealtimeEvent } from '@ridebook/api-client';
import { notify } from '@ridebook/ui';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Wherever the admin is: a new SOS toasts and every SOS list (the SOS page, the dashboard's card) refetches, so the
 * alert appears at once; an alert another admin acknowledged or resolved refreshes the lists too.
 */
export function useSosNotifications(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('sos.raised', ({ alert }) => {
    notify.error(`SOS from ${alert.user.name} (${alert.role}). Open the SOS alerts page.`);
    void queryClient.invalidateQueries({ queryKey: queryKeys.safety.sos() });
  });
  useRealtimeEvent('sos.updated', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.safety.sos() });
  });
}
