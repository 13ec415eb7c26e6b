/** Query keys of the invitation wizard; invalidate through these, never through literal arrays. */
export const inviteKeys = {
  all: ['invite'] as const,
  profile: () => [...inviteKeys.all, 'profile'] as const,
  locations: () => [...inviteKeys.all, 'locations'] as const,
  preview: () => [...inviteKeys.all, 'preview'] as const,
};
