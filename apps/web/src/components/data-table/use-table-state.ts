import { useState } from 'react';
import { DEFAULT_TABLE_STATE } from './table-logic';
import type { DataTableFilters, DataTableState } from './types';

/** A value the parent may control; otherwise kept here. Changes are always reported. */
function useMaybeControlled<V>(controlled: V | undefined, initial: () => V, onChange?: (value: V) => void) {
  const [own, setOwn] = useState(initial);
  const value = controlled ?? own;
  const set = (next: V) => {
    if (controlled === undefined) setOwn(next);
    onChange?.(next);
  };
  return [value, set] as const;
}

export function useTableState(props: {
  state?: DataTableState;
  defaultState?: Partial<DataTableState>;
  onStateChange?: (state: DataTableState) => void;
  filters?: DataTableFilters;
  defaultFilters?: DataTableFilters;
  onFiltersChange?: (filters: DataTableFilters) => void;
}) {
  const [state, setState] = useMaybeControlled(
    props.state,
    () => ({ ...DEFAULT_TABLE_STATE, ...props.defaultState }),
    props.onStateChange,
  );
  const [filters, setFilters] = useMaybeControlled(props.filters, () => props.defaultFilters ?? {}, props.onFiltersChange);
  return {
    state,
    filters,
    patchState: (patch: Partial<DataTableState>) => setState({ ...state, ...patch }),
    /** New filters start again from the first page. */
    applyFilters: (next: DataTableFilters) => {
      setFilters(next);
      if (state.page !== 1) setState({ ...state, page: 1 });
    },
  };
}
