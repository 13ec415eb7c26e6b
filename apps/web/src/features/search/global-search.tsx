import { useEffect, useRef, useState } from 'react';
import { Badge, Box, CloseButton, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { EndpointDeclaration, Role } from '@dme/contract';
import { callDeclared } from '../../lib/http';
import { Icon } from '../shell';
import { hitHref, readSearchHits, searchEndpointFor, type SearchHit } from './search-endpoint';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;

export interface GlobalSearchProps {
  role: Role;
  /** Where to look the search call up (tests pass their own list). */
  endpoints?: readonly EndpointDeclaration[];
  onPick?: (hit: SearchHit) => void;
  fullWidth?: boolean;
}

/** Header search box; typing opens a results panel, Escape (or the close button) closes it. Absent when undeclared. */
export function GlobalSearch({ role, endpoints, onPick, fullWidth = false }: GlobalSearchProps) {
  const endpoint = searchEndpointFor(role, endpoints);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [term] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const enabled = endpoint !== null && open && term.length >= SEARCH_MIN_LENGTH;
  const results = useQuery({
    queryKey: ['search', role, term],
    queryFn: ({ signal }) => (endpoint ? callDeclared(endpoint, { query: { search: term }, signal }) : null),
    enabled,
    select: readSearchHits,
  });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (!endpoint) return null;
  const close = () => setOpen(false);

  return (
    <Box ref={root} pos="relative" w={fullWidth ? '100%' : 320} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <TextInput
        aria-label="Search"
        placeholder="Search patients, orders..."
        leftSection={<Icon name="search" size={16} />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => text !== '' && setOpen(true)}
      />
      {open && text.trim() !== '' && (
        <Paper
          role="dialog"
          aria-label="Search results"
          shadow="md"
          withBorder
          p="xs"
          pos="absolute"
          top="calc(100% + 6px)"
          left={0}
          right={0}
          style={{ zIndex: 300 }}
        >
          <Group justify="space-between" mb={4}>
            <Text size="xs" c="dimmed">
              Results for “{text.trim()}”
            </Text>
            <CloseButton size="sm" aria-label="Close search results" onClick={close} />
          </Group>
          {term.length < SEARCH_MIN_LENGTH ? (
            <Text size="sm" c="dimmed">
              Type at least {SEARCH_MIN_LENGTH} characters.
            </Text>
          ) : results.isFetching ? (
            <Loader size="sm" />
          ) : (results.data ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              No Available Data
            </Text>
          ) : (
            <Stack gap={2}>
              {(results.data ?? []).map((hit) => {
                const target = hitHref(role, hit);
                return (
                  <UnstyledButton
                    key={hit.key}
                    disabled={target === null && !onPick}
                    onClick={() => {
                      onPick?.(hit);
                      close();
                      if (target) void navigate(target);
                    }}
                    p={6}
                  >
                    <Group gap="xs" wrap="nowrap">
                      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                        <Text size="sm" truncate>
                          {hit.label}
                        </Text>
                        {hit.subtitle && (
                          <Text size="xs" c="dimmed" truncate>
                            {hit.subtitle}
                          </Text>
                        )}
                      </Stack>
                      {hit.type && (
                        <Badge size="xs" variant="light">
                          {hit.type}
                        </Badge>
                      )}
                    </Group>
                  </UnstyledButton>
                );
              })}
            </Stack>
          )}
        </Paper>
      )}
    </Box>
  );
}
