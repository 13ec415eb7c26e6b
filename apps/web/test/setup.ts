import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { linkToastStore } from '../src/lib/notify';
import { setAppNavigator } from '../src/lib/navigation';
import { session } from '../src/lib/session';

// findBy* and waitFor wait up to 10 s instead of Testing Library's 1 s: on a loaded two-core CI machine a lazy route's
// first render in a worker (its modules transformed on first import) took over 5 s once (supplier-fulfilment's first
// test, the order screen). Still under the web tests' 15 s timeout; a test that passes returns as soon as the element
// shows.
configure({ asyncUtilTimeout: 10_000 });

/** Viewport width the `matchMedia` stub answers for (`setViewportWidth` in tests; desktop by default). */
let viewportWidth = 1280;
export function setViewportWidth(width: number): void {
  viewportWidth = width;
}

function matchesQuery(query: string): boolean {
  const max = /max-width:\s*(\d+(?:\.\d+)?)(px|em)/.exec(query);
  if (max) return viewportWidth <= Number(max[1]) * (max[2] === 'em' ? 16 : 1);
  const min = /min-width:\s*(\d+(?:\.\d+)?)(px|em)/.exec(query);
  if (min) return viewportWidth >= Number(min[1]) * (min[2] === 'em' ? 16 : 1);
  return false;
}

// Mantine reads these browser APIs; happy-dom lacks them.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: matchesQuery(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStub });
Object.defineProperty(globalThis, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStub });

afterEach(() => {
  cleanup();
  session.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  session.reload();
  cleanNotifications();
  cleanNotifications(linkToastStore);
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
  setAppNavigator(null);
  viewportWidth = 1280;
  document.title = '';
});
