import { Center, Loader } from '@mantine/core';

/** What a dialog shows while its lazily loaded form arrives (a fraction of a second, once). */
export function FormLoading() {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="Loading the form" />
    </Center>
  );
}
