import type { z } from 'zod';
import type { activityLogQuery, communicationLogsQuery } from '@dme/contract';

/** As sent: ids as numbers, enums as their keys. */
export type ActivityQuery = Partial<z.input<typeof activityLogQuery>>;
export type CommunicationQuery = Partial<z.input<typeof communicationLogsQuery>>;

/** Query keys of the logs feature. */
export const logsKeys = {
  all: ['logs'] as const,
  activity: () => [...logsKeys.all, 'activity'] as const,
  activityList: (query: ActivityQuery) => [...logsKeys.activity(), 'list', query] as const,
  activityOptions: () => [...logsKeys.activity(), 'options'] as const,
  communication: (query: CommunicationQuery) => [...logsKeys.all, 'communication', query] as const,
};
