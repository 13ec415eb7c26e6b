import { QueryClient } from '@tanstack/react-query';
import { retryUnlessRefused } from '../lib/http-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: (failures, error) => retryUnlessRefused(failures, error) },
      mutations: { retry: false },
    },
  });
}
