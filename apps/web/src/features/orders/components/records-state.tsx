import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Loader, Text } from '@mantine/core';
import { formErrorText } from '../../../lib/http-error';

/** Loading, error and empty states of a records query; the records themselves when there are some. */
export function RecordsState<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <Loader size="sm" aria-label="Loading" />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(query.error)}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
