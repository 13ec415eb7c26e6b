import type { z } from 'zod';
import type { agentReportQuery, driverReportQuery, ReportPeriodQuery } from '@dme/contract';

export type AgentLinesQuery = z.input<typeof agentReportQuery>;
export type DriverLinesQuery = z.input<typeof driverReportQuery>;

/** Query keys of the reports feature; a payout invalidates every report. */
export const reportsKeys = {
  all: ['reports'] as const,
  agents: (period: ReportPeriodQuery) => [...reportsKeys.all, 'agents', period] as const,
  agent: (id: number, query: AgentLinesQuery) => [...reportsKeys.all, 'agent', id, query] as const,
  drivers: (period: ReportPeriodQuery) => [...reportsKeys.all, 'drivers', period] as const,
  driver: (id: number, query: DriverLinesQuery) => [...reportsKeys.all, 'driver', id, query] as const,
  bills: (period: ReportPeriodQuery) => [...reportsKeys.all, 'bills', period] as const,
};
