import type { EquipmentItem } from '@dme/contract';

export const RENTAL_OR_PURCHASE_LABELS: Readonly<Record<EquipmentItem['rental_or_purchase'], string>> = {
  rental: 'Rental',
  purchase: 'Purchase',
};

/** A supply's usual replacement schedule: 'Every month', 'Every 3 months'; equipment has none ('—'). */
export function refillText(months: number | null): string {
  if (months === null) return '—';
  return months === 1 ? 'Every month' : `Every ${months} months`;
}
