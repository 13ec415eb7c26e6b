/**
 * Navigation for code that runs outside React (the http client's error rules, toasts rendered outside the
 * router). The app registers its router here at start; until then (and in plain unit tests) the browser's
 * location is used.
 */
export interface AppNavigator {
  navigate(to: string): void;
  back(): void;
}

const browserNavigator: AppNavigator = {
  navigate: (to) => window.location.assign(to),
  back: () => window.history.back(),
};

let current: AppNavigator = browserNavigator;

export function setAppNavigator(navigator: AppNavigator | null): void {
  current = navigator ?? browserNavigator;
}

export const appNavigate = (to: string): void => current.navigate(to);
export const appBack = (): void => current.back();

/** Path, query and hash of the page being shown (what a return URL remembers). */
export function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}
