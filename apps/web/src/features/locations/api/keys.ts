/** Query keys of the locations feature; invalidate through these, never through literal arrays. */
export const locationsKeys = {
  all: ['locations'] as const,
  lists: () => [...locationsKeys.all, 'list'] as const,
  cities: (zip: string) => [...locationsKeys.all, 'cities', zip] as const,
};
