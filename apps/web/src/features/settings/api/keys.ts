import type { z } from 'zod';
import type { listQuery } from '@dme/contract';

export type TagsListQuery = Partial<z.input<typeof listQuery>>;
export type TaggedKind = 'order' | 'patient';

/** Query keys of the settings feature; writes invalidate through these. */
export const settingsKeys = {
  all: ['settings'] as const,
  tags: () => [...settingsKeys.all, 'tags'] as const,
  tagList: (query: TagsListQuery) => [...settingsKeys.tags(), 'list', query] as const,
  recordTags: (kind: TaggedKind, id: number) => [...settingsKeys.tags(), kind, id] as const,
  texts: () => [...settingsKeys.all, 'texts'] as const,
};
