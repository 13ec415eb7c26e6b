import { Badge, Text } from '@mantine/core';
import { formatCents, type PatientCatalogItem } from '@dme/contract';

/** What an item costs the patient, or that it needs a prescription (insurance pays those, through the doctor). */
export function ItemPrice({ item, size = 'md' }: { item: PatientCatalogItem; size?: 'md' | 'xl' }) {
  if (!item.is_otc) {
    return (
      <Badge color="grape.9" variant="outline" size={size === 'xl' ? 'lg' : 'md'} style={{ textTransform: 'none' }}>
        Prescription
      </Badge>
    );
  }
  return (
    <Text fw={700} fz={size} data-price={item.price_cents}>
      {formatCents(item.price_cents)}
    </Text>
  );
}

/** "Every 3 months" for supplies with a replacement schedule. */
export const refillText = (months: number | null) => (months === null ? null : months === 1 ? 'Usually replaced every month' : `Usually replaced every ${months} months`);
