import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Select } from '@mantine/core';
import { allTagsQueryOptions } from '../api/list-tags';

const PARAM = 'tag';

/** The tag a list is filtered by, kept in the URL (`?tag=ID`) so a filtered list can be shared and reloaded. */
export function useTagFilter(): [number | undefined, (tagId: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const tagId = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const set = (next: number | undefined) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === undefined) copy.delete(PARAM);
        else copy.set(PARAM, String(next));
        return copy;
      },
      { replace: true },
    );
  return [tagId, set];
}

export interface TagFilterProps {
  value: number | undefined;
  onChange: (tagId: number | undefined) => void;
}

/** A select of the company's tags for a list's filter bar. */
export function TagFilter({ value, onChange }: TagFilterProps) {
  const tags = useQuery(allTagsQueryOptions());
  if (!tags.data?.length && value === undefined) return null;
  return (
    <Select
      aria-label="Filter by tag"
      placeholder="All tags"
      size="sm"
      clearable
      data={(tags.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      style={{ flex: '0 1 200px' }}
    />
  );
}
