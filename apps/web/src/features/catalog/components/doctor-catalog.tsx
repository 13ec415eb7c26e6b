import { useState } from 'react';
import { Button } from '@mantine/core';
import type { EquipmentItem } from '@dme/contract';
import { MountOnceOpened } from '../../../components';
import { lazyComponent } from '../../../lib/lazy-component';
import { CatalogBrowser } from './catalog-browser';
import type { CatalogLinks } from './catalog-links';

// The dialog's form, and zod which validates it, load when it first opens, not with the list.
const { Component: AddToPresetModal } = lazyComponent(() => import('./add-to-preset-modal'), 'AddToPresetModal');

export interface DoctorCatalogProps {
  links: CatalogLinks;
  categoryId?: number;
  subcategoryId?: number;
}

/** The doctor's catalogue: the shared browser, whose items go into the practice's presets. */
export function DoctorCatalog({ links, categoryId, subcategoryId }: DoctorCatalogProps) {
  const [adding, setAdding] = useState<EquipmentItem | null>(null);
  const addButton = (item: EquipmentItem, compact: boolean, before?: () => void) => (
    <Button
      size={compact ? 'compact-sm' : 'sm'}
      variant="light"
      aria-label={`Add ${item.hcpcs} to a preset`}
      onClick={() => {
        before?.();
        setAdding(item);
      }}
    >
      Add to preset
    </Button>
  );
  return (
    <>
      <CatalogBrowser
        links={links}
        categoryId={categoryId}
        subcategoryId={subcategoryId}
        itemActions={(item) => addButton(item, true)}
        detailActions={(item, close) => addButton(item, false, close)}
      />
      <MountOnceOpened opened={adding !== null}>
        <AddToPresetModal side="doctor" item={adding} onClose={() => setAdding(null)} />
      </MountOnceOpened>
    </>
  );
}
