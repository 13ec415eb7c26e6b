/** Warnings of the route guards (foundation §8, verbatim). */
export const GUARD_MESSAGES = {
  setLocation: 'You have to set location',
  chooseLocation: 'You have to choose Location first',
  completeVerifying: 'You have to complete verifying',
  forbidden: 'Forbidden',
} as const;
