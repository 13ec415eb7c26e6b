import { Link, useNavigate } from 'react-router';
import { ActionIcon, Burger, Group, Text, ThemeIcon } from '@mantine/core';
import { Icon } from './icons';

export interface MobileHeaderProps {
  title: string;
  /** Where Back goes when there is no in-app history; null hides Back (on the home screen). */
  backTo: string | null;
  /** The logo's link (shown instead of Back on the home screen). */
  home: string;
  /** Keeps the header's content in the page's column (patient and driver screens). */
  maxWidth?: number;
  menuOpened: boolean;
  onMenu: () => void;
  onLogout: () => void;
}

/** Mobile header (foundation §2): back route, burger (menu drawer) and logout. */
export function MobileHeader({ title, backTo, home, maxWidth, menuOpened, onMenu, onLogout }: MobileHeaderProps) {
  const navigate = useNavigate();
  const back = () => {
    // React Router keeps the position in its history stack in `history.state.idx`.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else if (backTo) void navigate(backTo);
  };
  return (
    <Group h="100%" px="xs" justify="space-between" wrap="nowrap" gap="xs" maw={maxWidth} mx="auto" data-mobile-header>
      <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
        {backTo !== null ? (
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={back} aria-label="Back">
            <Icon name="back" />
          </ActionIcon>
        ) : (
          <ActionIcon component={Link} to={home} variant="transparent" size="lg" aria-label="DME Portal home">
            <ThemeIcon size={30} radius="md" aria-hidden>
              <svg viewBox="0 0 24 24" width={17} height={17} fill="currentColor">
                <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />
              </svg>
            </ThemeIcon>
          </ActionIcon>
        )}
        <Text fw={700} truncate component="h1" fz="md" m={0}>
          {title}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" color="red" size="lg" onClick={onLogout} aria-label="Logout">
          <Icon name="logout" />
        </ActionIcon>
        <Burger opened={menuOpened} onClick={onMenu} size="sm" aria-label={menuOpened ? 'Close menu' : 'Open menu'} />
      </Group>
    </Group>
  );
}
