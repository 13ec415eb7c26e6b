import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Box, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatCents, type EquipmentSearchHit } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { equipmentSearchQueryOptions, MIN_SEARCH_LENGTH } from '../api/search-equipment';
import { RENTAL_OR_PURCHASE_LABELS } from './item-format';

const DEBOUNCE_MS = 250;
/** One page of hits: a search is narrowed by typing more, not paged through. */
const HITS = 25;

/** Where the item is filed, its Rx and insurance flags, the makers and the supplier's price. */
function HitFacts({ hit, priced }: { hit: EquipmentSearchHit; priced: boolean }) {
  return (
    <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
      <Text fz="sm" fw={600}>
        <Text span ff="monospace" mr={6}>
          {hit.hcpcs}
        </Text>
        {hit.name}
      </Text>
      <Text fz="xs" c="dimmed">
        {hit.category.name} › {hit.subcategory.name}
        {hit.manufacturers.length > 0 && ` · ${hit.manufacturers.join(', ')}`}
      </Text>
      <Group gap={4}>
        <Badge size="sm" variant="light" color={hit.is_otc ? 'gray' : 'blue'}>
          {hit.is_otc ? 'OTC' : 'Rx'}
        </Badge>
        <Badge size="sm" variant="outline" color="gray">
          {RENTAL_OR_PURCHASE_LABELS[hit.rental_or_purchase]}
        </Badge>
        {hit.requires_prior_auth && (
          <Badge size="sm" variant="light" color="orange" title="Prior authorisation required">
            PA
          </Badge>
        )}
        {hit.requires_cmn && (
          <Badge size="sm" variant="light" color="orange" title="Certificate of medical necessity required">
            CMN
          </Badge>
        )}
        {hit.requires_f2f && (
          <Badge size="sm" variant="light" color="orange" title="Face-to-face visit required">
            F2F
          </Badge>
        )}
        {priced && (
          <Text span fz="sm" fw={600} ml="xs" data-testid="hit-price">
            {hit.price_cents === null ? <Text span fz="xs" c="dimmed" fw={400}>No price from the supplier</Text> : formatCents(hit.price_cents)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

export interface ItemSearchProps {
  /** Inside an order: prices and makers are its supplier's. */
  orderId?: number;
  /** What each hit offers (a quantity and "Add", "Add to preset" ...). */
  actions: (hit: EquipmentSearchHit) => ReactNode;
  /** Enter on the highlighted hit. */
  onPick: (hit: EquipmentSearchHit) => void;
  /** What Enter does, said under the field. */
  pickHint: string;
}

/**
 * Finds catalogue items by typing (name, HCPCS code, the supplier's manufacturers) without walking the category
 * tree. Arrow keys move the highlight through the hits, Enter picks the highlighted one, Escape clears the field.
 */
export function ItemSearch({ orderId, actions, onPick, pickHint }: ItemSearchProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  // The highlight belongs to one search: a new search starts at its first hit.
  const [highlight, setHighlight] = useState({ search: '', index: 0 });
  const query = { page: 1, rowsPerPage: HITS, search, ...(orderId === undefined ? {} : { order_id: orderId }) };
  const hits = useQuery(equipmentSearchQueryOptions(query));
  const searching = search.length >= MIN_SEARCH_LENGTH;
  const rows = searching ? (hits.data?.data ?? []) : [];
  // The hits on screen may be the previous search's while the new one is typed or fetched: Enter waits for them.
  const stale = text.trim() !== search || hits.isPlaceholderData;
  const active = highlight.search === search ? Math.min(highlight.index, Math.max(rows.length - 1, 0)) : 0;
  const rowRefs = useRef(new Map<number, HTMLElement>());

  const move = (index: number) => {
    const next = Math.max(0, Math.min(index, rows.length - 1));
    setHighlight({ search, index: next });
    return next;
  };
  // Only the keys scroll: a row chosen with the pointer is already in view (a scroll there would move the click away).
  const moveByKey = (index: number) => rowRefs.current.get(move(index))?.scrollIntoView?.({ block: 'nearest' });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && rows.length > 0) moveByKey(active + 1);
    else if (event.key === 'ArrowUp' && rows.length > 0) moveByKey(active - 1);
    else if (event.key === 'Enter' && rows[active] && !stale) onPick(rows[active]);
    else if (event.key === 'Enter') return event.preventDefault();
    else if (event.key === 'Escape' && text !== '') setText('');
    else return;
    event.preventDefault();
  };

  let body: ReactNode;
  if (!searching) {
    body = (
      <Text c="dimmed" fz="sm">
        Type at least {MIN_SEARCH_LENGTH} characters of a name, an HCPCS code{orderId === undefined ? '' : ' or a manufacturer'}.
      </Text>
    );
  } else if (hits.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title="The search failed">
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{formErrorText(hits.error)}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void hits.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (hits.isPending) {
    body = <Loader size="sm" aria-label="Searching the catalogue" />;
  } else if (rows.length === 0) {
    body = (
      <Text c="dimmed" fz="sm" role="status">
        No item matches “{search}”.
      </Text>
    );
  } else {
    const total = hits.data?.meta.total ?? rows.length;
    body = (
      <Stack gap="xs">
        <Box
          component="ul"
          id={listId}
          aria-label="Matching items"
          aria-busy={stale || hits.isFetching}
          m={0}
          p={0}
          style={{ listStyle: 'none', opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <Stack gap="xs">
            {rows.map((hit, index) => (
              <Paper
                key={hit.id}
                component="li"
                withBorder
                radius="md"
                p="sm"
                aria-current={index === active ? 'true' : undefined}
                data-active={index === active || undefined}
                ref={(node: HTMLElement | null) => {
                  if (node) rowRefs.current.set(index, node);
                  else rowRefs.current.delete(index);
                }}
                onMouseDown={() => move(index)}
                style={{
                  borderColor: index === active ? 'var(--mantine-primary-color-filled)' : undefined,
                  boxShadow: index === active ? '0 0 0 1px var(--mantine-primary-color-filled)' : undefined,
                }}
              >
                <Group justify="space-between" gap="sm" wrap="wrap" align="center">
                  <HitFacts hit={hit} priced={orderId !== undefined} />
                  <Group gap="xs" wrap="nowrap">
                    {actions(hit)}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Box>
        {total > rows.length && (
          <Text c="dimmed" fz="xs">
            The first {rows.length} of {total} matches: type more words to narrow the search.
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label="Find an item"
        placeholder={orderId === undefined ? 'Name or HCPCS code' : 'Name, HCPCS code or manufacturer'}
        description={`↑ ↓ choose a match, Enter ${pickHint}.`}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        rightSection={searching && hits.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
        aria-controls={rows.length > 0 ? listId : undefined}
        autoComplete="off"
        data-autofocus
        autoFocus
      />
      {body}
    </Stack>
  );
}
