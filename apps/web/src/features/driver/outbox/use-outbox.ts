import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { driverKeys } from '../api/keys';
import { driverOutbox } from './index';

/**
 * The outbox as the screens see it. Mounting any driver screen starts it (what an earlier visit left is sent), and a
 * delivery that reaches the server later refreshes the routes and stops on screen.
 */
export function useOutbox() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void driverOutbox.start();
    return driverOutbox.onSent(() => void queryClient.invalidateQueries({ queryKey: driverKeys.all }));
  }, [queryClient]);
  return useSyncExternalStore(driverOutbox.subscribe, driverOutbox.getSnapshot);
}
