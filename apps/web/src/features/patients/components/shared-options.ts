import { US_STATES } from '@dme/contract';

/** US states as select options: id = code, text = "Ohio (OH)". */
export const STATE_OPTIONS = US_STATES.map(([id, name]) => ({ id, title: `${name} (${id})` }));
