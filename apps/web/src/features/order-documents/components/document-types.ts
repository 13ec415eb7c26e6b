import type { MediaType } from '@dme/contract';
import { MEDIA_TYPE_OPTIONS, MEDIA_TYPE_TITLES } from '../../../components';

/** Display names of the document types. */
export const DOCUMENT_TYPE_TITLES = MEDIA_TYPE_TITLES;

export const documentTypeTitle = (type: string): string => DOCUMENT_TYPE_TITLES[type as MediaType] ?? type;

export const DOCUMENT_TYPE_OPTIONS = MEDIA_TYPE_OPTIONS;

/** A hash as people compare it: its first and last characters. */
export const shortHash = (hash: string): string => (hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash);

export const sizeText = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
