import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { EquipmentItem } from '@dme/contract';
import { equipmentItemsQueryOptions } from '../api/list-equipment';

const SEARCH_DEBOUNCE_MS = 300;
/** Matches shown at once: the search narrows them down. */
const SHOWN = 8;

export interface EquipmentPickerProps {
  onPick: (item: EquipmentItem) => void;
  /** Items already chosen: shown, but cannot be added again. */
  chosen?: readonly number[];
  label?: string;
  disabled?: boolean;
}

/** Finds catalogue items by HCPCS code or name and adds them one by one (a preset's items). */
export function EquipmentPicker({ onPick, chosen = [], label = 'Find an item', disabled = false }: EquipmentPickerProps) {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    ...equipmentItemsQueryOptions({ page: 1, rowsPerPage: 25, search: searched }),
    enabled: searched.length > 0,
  });
  const items = searched ? (results.data?.data ?? []).slice(0, SHOWN) : [];

  return (
    <Stack gap={6}>
      <TextInput
        type="search"
        label={label}
        placeholder="HCPCS code or name, e.g. E0601 or CPAP"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        disabled={disabled}
      />
      {searched && (
        <Paper withBorder radius="sm" p={4} role="group" aria-label="Matching items">
          {results.isFetching && items.length === 0 ? (
            <Loader size="xs" m="xs" aria-label="Searching" />
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              No items match the search.
            </Text>
          ) : (
            items.map((item) => {
              const isChosen = chosen.includes(item.id);
              return (
                <Group key={item.id} justify="space-between" wrap="nowrap" gap="xs" px="xs" py={4}>
                  <Text size="sm" style={{ minWidth: 0 }}>
                    <Text span ff="monospace" fw={600} mr={6}>
                      {item.hcpcs}
                    </Text>
                    {item.name}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    disabled={disabled || isChosen}
                    aria-label={`Add ${item.hcpcs} ${item.name}`}
                    onClick={() => onPick(item)}
                    style={{ flexShrink: 0 }}
                  >
                    {isChosen ? 'Added' : 'Add'}
                  </Button>
                </Group>
              );
            })
          )}
        </Paper>
      )}
    </Stack>
  );
}
