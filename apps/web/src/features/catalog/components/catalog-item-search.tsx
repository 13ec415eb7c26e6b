import { useState } from 'react';
import { Button, Paper } from '@mantine/core';
import type { EquipmentItem } from '@dme/contract';
import { AddToPresetModal } from './add-to-preset-modal';
import { ItemDetailModal } from './item-detail-modal';
import { ItemSearch } from './item-search';

/** The doctor's catalog "Add": find an item by typing, then put it into one of the practice's presets or read its details. */
export function CatalogItemSearch() {
  const [detail, setDetail] = useState<EquipmentItem | null>(null);
  const [toPreset, setToPreset] = useState<EquipmentItem | null>(null);
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <ItemSearch
        pickHint="opens its details"
        onPick={setDetail}
        actions={(hit) => (
          <>
            <Button size="compact-sm" variant="default" aria-label={`Details of ${hit.hcpcs}`} onClick={() => setDetail(hit)}>
              Details
            </Button>
            <Button size="compact-sm" variant="light" aria-label={`Add ${hit.hcpcs} to a preset`} onClick={() => setToPreset(hit)}>
              Add to preset
            </Button>
          </>
        )}
      />
      <ItemDetailModal
        item={detail}
        onClose={() => setDetail(null)}
        actions={(item) => (
          <Button
            onClick={() => {
              setDetail(null);
              setToPreset(item);
            }}
          >
            Add to preset
          </Button>
        )}
      />
      <AddToPresetModal side="doctor" item={toPreset} onClose={() => setToPreset(null)} />
    </Paper>
  );
}
