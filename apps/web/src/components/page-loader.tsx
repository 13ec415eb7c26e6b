import { Center, Loader } from '@mantine/core';

/** Full-height spinner while a screen's code or its access check is loading. */
export function PageLoader() {
  return (
    <Center mih="60dvh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
