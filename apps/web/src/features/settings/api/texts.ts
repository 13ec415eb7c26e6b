import { queryOptions } from '@tanstack/react-query';
import { listMessageTexts } from '@dme/contract';
import { call } from '../../../lib/http';
import { settingsKeys } from './keys';

/** `GET vendor/system/texts`: every text the product sends, the company's version or the default. */
export const textsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.texts(),
    queryFn: ({ signal }) => call(listMessageTexts, { signal }),
  });
