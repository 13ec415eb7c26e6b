import { useState } from 'react';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TABLE } from '../defaults';
import type { DataTableState } from './types';

/**
 * The state of a server-side list with a search box and one choice beside it (active or not, verified or invited):
 * the table's page and sort, the search as typed and as sent (trimmed, after 300 ms), and the choice. A new search
 * or choice starts again from the first page. `sort` and `filters` are what the list's query adds to its page.
 */
export function useSearchableList<C extends string, S extends string = string>(initialChoice: C, choiceKey: string) {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearchText] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [choice, setChoiceValue] = useState<C>(initialChoice);
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));
  const sort = state.sortBy && state.sortType ? { sortBy: state.sortBy as S, sortType: state.sortType } : {};
  const filters = { ...(searched ? { search: searched } : {}), ...(choice !== 'all' ? { [choiceKey]: choice } : {}) };
  return {
    state,
    setState,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      firstPage();
    },
    choice,
    setChoice: (value: C) => {
      setChoiceValue(value);
      firstPage();
    },
    /** A search or a choice narrows the list (its empty text says "no match" rather than "none yet"). */
    narrowed: Boolean(searched) || choice !== 'all',
    page: { page: state.page, rowsPerPage: state.rowsPerPage },
    sort,
    filters,
  };
}

export type SearchableList<C extends string> = ReturnType<typeof useSearchableList<C>>;

/** The choice of a list of things that can be switched off (`active=1|0`, or all of them). */
export type ActiveChoice = 'all' | '1' | '0';
export const ACTIVE_CHOICES: { value: ActiveChoice; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

export interface ListToolbarProps<C extends string> {
  list: Pick<SearchableList<C>, 'search' | 'setSearch' | 'choice' | 'setChoice'>;
  /** The search box's accessible name ("Search doctors") and its hint of what it matches. */
  searchLabel: string;
  placeholder: string;
  /** The choice's accessible name and its options ('all' among them). */
  choiceLabel: string;
  choices: { value: C; label: string }[];
}

/** The search box and the choice above a searchable list. */
export function ListToolbar<C extends string>({ list, searchLabel, placeholder, choiceLabel, choices }: ListToolbarProps<C>) {
  return (
    <Group gap="xs" mb="xs" wrap="wrap">
      <TextInput
        type="search"
        placeholder={placeholder}
        aria-label={searchLabel}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
        style={{ flex: '1 1 200px', maxWidth: 320 }}
      />
      <SegmentedControl
        aria-label={choiceLabel}
        size="xs"
        value={list.choice}
        onChange={(value) => list.setChoice(value as C)}
        data={choices}
      />
    </Group>
  );
}
