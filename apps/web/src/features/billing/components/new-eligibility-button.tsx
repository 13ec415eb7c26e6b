import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { FormLoading, Modal } from '../../../components';

// The form loads when the button is first pointed at or pressed: it and zod are not part of the eligibility list's load.
const loadForm = () => import('./new-eligibility');
const NewCheckForm = lazy(async () => ({ default: (await loadForm()).NewCheckForm }));
// Unit tests read the form right after the button: have the chunk ready there.
if (import.meta.env.MODE === 'test') void loadForm();

/** "New check": patient, one of their insurances and the date -> the 270 goes out, then its answer opens. */
export function NewEligibilityButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()} onClick={() => setOpened(true)}>
        New check
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="New eligibility check">
        {opened && (
          <Suspense fallback={<FormLoading />}>
            <NewCheckForm onCancel={() => setOpened(false)} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
