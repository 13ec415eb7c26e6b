import { Link } from 'react-router';
import { Anchor, CheckIcon, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { href } from '@dme/contract';
import { INVITE_ROUTES, SECTION_LABELS, type InviteSection } from '../progress';

const SECTIONS: readonly InviteSection[] = ['profile', 'office', 'agreement'];

/** The three steps with a tick for those the server already has; each links to its step. */
export function ProgressList({ done }: { done: Readonly<Record<InviteSection, boolean>> }) {
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Verification steps">
      {SECTIONS.map((section, index) => {
        const label = SECTION_LABELS[section];
        return (
          <Group key={section} component="li" gap="sm" wrap="nowrap" align="flex-start" data-done={done[section]}>
            <ThemeIcon radius="xl" size={28} variant={done[section] ? 'filled' : 'light'} color={done[section] ? 'teal' : 'gray'}>
              {done[section] ? <CheckIcon size={12} /> : <Text size="sm">{index + 1}</Text>}
            </ThemeIcon>
            <Stack gap={0}>
              <Anchor component={Link} to={href(INVITE_ROUTES[section])} fw={600}>
                {label.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {label.what}
                {done[section] ? ' — done' : ''}
              </Text>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
