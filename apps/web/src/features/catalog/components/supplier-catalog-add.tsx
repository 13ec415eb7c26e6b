import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group } from '@mantine/core';
import { formatCents, type EquipmentItem } from '@dme/contract';
import { MountOnceOpened } from '../../../components';
import { lazyComponent } from '../../../lib/lazy-component';
import { vendorCatalogQueryOptions } from '../api/list-vendor-catalog';
import { CatalogBrowser } from './catalog-browser';
import type { CatalogLinks } from './catalog-links';
import type { CarriedTerms } from './vendor-item-modal';

// The dialogs' forms, and zod which validates them, load when one first opens, not with the list.
const { Component: AddToPresetModal } = lazyComponent(() => import('./add-to-preset-modal'), 'AddToPresetModal');
const { Component: VendorItemModal } = lazyComponent(() => import('./vendor-item-modal'), 'VendorItemModal');

export interface SupplierCatalogAddProps {
  links: CatalogLinks;
  categoryId?: number;
  subcategoryId?: number;
}

/**
 * The supplier adds items to its catalog from the shared browser: each item shows whether the company carries it
 * (and at what price) and opens the price form; the details also offer the company's presets.
 */
export function SupplierCatalogAdd({ links, categoryId, subcategoryId }: SupplierCatalogAddProps) {
  const [pricing, setPricing] = useState<EquipmentItem | null>(null);
  const [presetting, setPresetting] = useState<EquipmentItem | null>(null);
  // What the company carries of the open level (a subcategory has at most a few hundred items, most not carried).
  const carried = useQuery(
    vendorCatalogQueryOptions({
      page: 1,
      rowsPerPage: 100,
      ...(subcategoryId !== undefined ? { subcategory_id: subcategoryId } : categoryId !== undefined ? { category_id: categoryId } : {}),
    }),
  );
  const terms = new Map<number, CarriedTerms>((carried.data?.data ?? []).map((row) => [row.equipment.id, row]));
  const termsOf = (item: EquipmentItem | null) => (item ? (terms.get(item.id) ?? null) : null);

  const priceButton = (item: EquipmentItem, compact: boolean, before?: () => void) => {
    const own = terms.get(item.id);
    return (
      <Button
        size={compact ? 'compact-sm' : 'sm'}
        variant={own ? 'subtle' : 'light'}
        aria-label={own ? `Edit ${item.hcpcs} in my catalog` : `Add ${item.hcpcs} to my catalog`}
        onClick={() => {
          before?.();
          setPricing(item);
        }}
      >
        {own ? `In catalog · ${formatCents(own.price_cents)}` : 'Add'}
      </Button>
    );
  };

  return (
    <>
      <CatalogBrowser
        links={links}
        categoryId={categoryId}
        subcategoryId={subcategoryId}
        itemActions={(item) => priceButton(item, true)}
        detailActions={(item, close) => (
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => {
                close();
                setPresetting(item);
              }}
            >
              Add to preset
            </Button>
            {priceButton(item, false, close)}
          </Group>
        )}
      />
      <MountOnceOpened opened={pricing !== null}>
        <VendorItemModal item={pricing} carried={termsOf(pricing)} onClose={() => setPricing(null)} />
      </MountOnceOpened>
      <MountOnceOpened opened={presetting !== null}>
        <AddToPresetModal side="supplier" item={presetting} onClose={() => setPresetting(null)} />
      </MountOnceOpened>
    </>
  );
}
