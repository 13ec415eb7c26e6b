import type { z } from 'zod';
import type { measurementListQuery, satisfactionListQuery } from '@dme/contract';

export type SatisfactionQuery = Partial<z.input<typeof satisfactionListQuery>>;
export type MeasurementQuery = Partial<z.input<typeof measurementListQuery>>;

/** Query keys of the charts feature; writes invalidate through these. */
export const chartsKeys = {
  all: ['charts'] as const,
  surveys: () => [...chartsKeys.all, 'satisfaction'] as const,
  surveyList: (query: SatisfactionQuery) => [...chartsKeys.surveys(), 'list', query] as const,
  survey: (id: number) => [...chartsKeys.surveys(), 'one', id] as const,
  measurements: () => [...chartsKeys.all, 'measurement'] as const,
  measurementList: (query: MeasurementQuery) => [...chartsKeys.measurements(), 'list', query] as const,
  item: (itemId: number) => [...chartsKeys.all, 'item', itemId] as const,
  publicSurvey: (hash: string) => [...chartsKeys.all, 'public-survey', hash] as const,
  publicChart: (hash: string) => [...chartsKeys.all, 'public-chart', hash] as const,
  publicConsent: (hash: string) => [...chartsKeys.all, 'public-consent', hash] as const,
};
