import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/runner';
import { mailPendingSurveys } from './satisfaction.service';

export const SATISFACTION_MAIL = 'charts.satisfaction-mail';

/**
 * Every minute: the survey links of deliveries made since the last pass are mailed to the patients. The delivery
 * itself only makes the survey (its transaction knows no public address and should not wait on mail).
 */
export function satisfactionMailJob(db: Db, config: Pick<AppConfig, 'publicUrl'>, log: (entry: object) => void): JobDefinition {
  return {
    name: SATISFACTION_MAIL,
    cron: '* * * * *',
    retryLimit: 1,
    async run() {
      const mailed = await mailPendingSurveys(db, config);
      if (mailed) log({ mailed });
    },
  };
}
