import { Outlet } from 'react-router';
import { Center } from '@mantine/core';

/** Outage and not-found pages. */
export function ErrorsLayout() {
  return (
    <Center mih="100dvh" px="md" py="xl">
      <Outlet />
    </Center>
  );
}
