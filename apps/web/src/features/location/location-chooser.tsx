import { Select } from '@mantine/core';
import type { CurrentUser } from '@dme/contract';
import { session } from '../../lib/session';
import { useChosenLocationId } from './use-location';

export interface LocationChooserProps {
  user: Pick<CurrentUser, 'locations'>;
  /** After a new choice (the app refetches per-location data). */
  onChosen?: (locationId: number) => void;
  /** Full width (mobile drawer) instead of the header's fixed width. */
  fullWidth?: boolean;
}

const pin = (
  <svg viewBox="0 0 24 24" width={16} height={16} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
  </svg>
);

/** Today's location for staff (sent as X-Location-Id); the choice lapses at the next local day start. */
export function LocationChooser({ user, onChosen, fullWidth = false }: LocationChooserProps) {
  const chosen = useChosenLocationId();
  const choose = (value: string | null) => {
    if (value === null) return;
    session.setLocation(Number(value));
    onChosen?.(Number(value));
  };
  return (
    <Select
      aria-label="Current location"
      placeholder="Choose location"
      data={user.locations.map((l) => ({ value: String(l.id), label: l.name }))}
      value={chosen === null ? null : String(chosen)}
      onChange={choose}
      allowDeselect={false}
      leftSection={pin}
      w={fullWidth ? '100%' : 220}
      error={chosen === null ? true : undefined}
      comboboxProps={{ withinPortal: true }}
      data-location-chooser
    />
  );
}
