import { useMatches } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@dme/contract';
import { authKeys } from '../../../features/auth';
import { useChosenLocationId, useLocationExpiry, useLocationReminder } from '../../../features/location';
import { homeOf } from '../../../features/session';
import type { VisibleMenu } from '../../../features/shell';
import { appMenu } from '../../menu';
import { matchedDeclaration } from '../../router/route-handle';

export interface ShellState {
  menu: VisibleMenu;
  /** Title of the screen shown (mobile header). */
  title: string;
  /** Where Back leads; null on the user's home screen. */
  backTo: string | null;
  /** Refetches per-location data after the location changes. */
  onLocationChosen: () => void;
}

/** What the signed-in frames share: the menu, the screen's title and back target, the location rules. */
export function useShellState(user: CurrentUser): ShellState {
  const queryClient = useQueryClient();
  const locationId = useChosenLocationId();
  const route = matchedDeclaration(useMatches());
  useLocationReminder(user);
  useLocationExpiry(user);
  const home = homeOf(user);
  const menu = appMenu(user, { locationId });
  const isHome = route !== undefined && route.path === home;
  return {
    menu,
    title: route?.title ?? 'DME Portal',
    backTo: isHome ? null : home,
    onLocationChosen: () => void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] }),
  };
}
