import { Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { FormLoading, Modal } from '../../../components';
import { lazyComponent } from '../../../lib/lazy-component';

// The form loads when the button is first pointed at or pressed: it and zod are not part of the eligibility list's load.
const { Component: NewCheckForm, preload: preloadForm } = lazyComponent(() => import('./new-eligibility'), 'NewCheckForm');

/** "New check": patient, one of their insurances and the date -> the 270 goes out, then its answer opens. */
export function NewEligibilityButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" onPointerEnter={preloadForm} onFocus={preloadForm} onClick={() => setOpened(true)}>
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
