import { lazy, Suspense, useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { FormLoading } from '../../../components';

// The form loads when the button is first pointed at or pressed: it and zod, which validates it, are not part of the
// employees list's load.
const loadForm = () => import('./create-employee');
const CreateEmployeeForm = lazy(async () => ({ default: (await loadForm()).CreateEmployeeForm }));
// Unit tests read the form right after the button: have the chunk ready there.
if (import.meta.env.MODE === 'test') void loadForm();

/** "New employee": a dialog that creates the employee and sends the invitation mail. */
export function CreateEmployeeButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()} onClick={() => setOpened(true)}>
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
