import { useState } from 'react';
import { Button } from '@mantine/core';
import type { EquipmentItem } from '@dme/contract';
import { AddToPresetModal } from './add-to-preset-modal';
import { CatalogBrowser } from './catalog-browser';
import type { CatalogLinks } from './catalog-links';

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
      <AddToPresetModal side="doctor" item={adding} onClose={() => setAdding(null)} />
    </>
  );
}
