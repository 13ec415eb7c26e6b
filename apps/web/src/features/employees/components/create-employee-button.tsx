import { Suspense, useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { FormLoading } from '../../../components';
import { lazyComponent } from '../../../lib/lazy-component';

// The form loads when the button is first pointed at or pressed: it and zod, which validates it, are not part of the
// employees list's load.
const { Component: CreateEmployeeForm, preload: preloadForm } = lazyComponent(() => import('./create-employee'), 'CreateEmployeeForm');

/** "New employee": a dialog that creates the employee and sends the invitation mail. */
export function CreateEmployeeButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onPointerEnter={preloadForm} onFocus={preloadForm} onClick={() => setOpened(true)}>
        New employee
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="New employee" size="lg">
        {opened && (
          <Suspense fallback={<FormLoading />}>
            <CreateEmployeeForm onDone={() => setOpened(false)} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
