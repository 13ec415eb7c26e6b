export {
  ClearinghouseError,
  type ClaimStatusItem,
  type Clearinghouse,
  type ClearinghouseErrorKind,
  type ClearinghouseKind,
  type EligibilityFields,
  type InboundItem,
  type PollState,
} from './clearinghouse';
export { claimMdClearinghouse, type ClaimMdOptions } from './claim-md';
export { localFolderClearinghouse } from './local-folder';
export { createThrottle, type Throttle } from './throttle';
