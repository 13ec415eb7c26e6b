import { Avatar as MantineAvatar, type AvatarProps as MantineAvatarProps } from '@mantine/core';
import { AVATAR } from '../defaults';

/** One letter from each of the first three words (foundation §9): 'Mary Ann Lee Smith' -> 'MAL'. */
export function getInitials(name: string | null | undefined, max: number = AVATAR.maxInitials): string {
  return (name ?? '')
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, max)
    .join('')
    .toUpperCase();
}

/** 16px for one letter, 13px for two, 10px for three. */
export function initialsFontSize(initials: string): number {
  return AVATAR.fontSizes[initials.length] ?? AVATAR.fontSizes[AVATAR.maxInitials]!;
}

export interface AvatarProps extends Omit<MantineAvatarProps, 'children' | 'alt' | 'name'> {
  /** Whose avatar: initials come from it. */
  name: string | null | undefined;
}

/** A person's initials in a circle (or their picture, when `src` is given). */
export function Avatar({ name, color = 'green', radius = 'xl', ...props }: AvatarProps) {
  const initials = getInitials(name);
  return (
    <MantineAvatar color={color} radius={radius} alt={name ?? undefined} role="img" aria-label={name ?? undefined} {...props}>
      <span aria-hidden style={{ fontSize: initialsFontSize(initials), lineHeight: 1 }}>
        {initials}
      </span>
    </MantineAvatar>
  );
}
