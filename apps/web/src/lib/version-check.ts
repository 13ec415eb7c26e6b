import { deploymentManifest } from '@dme/contract';
import { readStored } from './storage';

/**
 * Deployment check (foundation §9): about 1 s after load the page compares the script it runs with the entry
 * script of the deployed build (Vite's manifest, served as /manifest.json) and reloads when they differ.
 */
export const VERSION_CHECK_DELAY_MS = 1000;
export const RELOAD_DELAY_MS = 500;
/** Entry of the Vite manifest whose `file` is the app's main script. */
export const MANIFEST_ENTRY = 'index.html';
/** localStorage flag that runs the check on local hosts too (e2e). */
export const FORCE_VERSION_CHECK_KEY = 'force-version-check';
/** sessionStorage: the reason of the last reload, so a deployment that keeps answering differently cannot loop. */
export const RELOADED_FOR_KEY = 'version-check-reloaded-for';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type VersionCheckResult = 'current' | 'reloading' | 'cache-alert' | 'unreadable';

export interface VersionCheckDeps {
  fetchManifest(): Promise<unknown>;
  /** Path of the module script the page loaded (`/assets/index-abc.js`), or null. */
  loadedScript(): string | null;
  reload(): void;
  alert(message: string): void;
  setTimeout(callback: () => void, ms: number): unknown;
  userAgent: string;
  /** Remembers (and reads back) what the last reload was for, for this tab. */
  reloadedFor: { get(): string | null; set(value: string | null): void };
}

/** The shortcut that bypasses the browser cache on this browser. */
export function cacheBypassShortcut(userAgent: string): string {
  if (/Mac|iPhone|iPad|iPod/i.test(userAgent)) return 'Cmd+Shift+R';
  if (/Windows/i.test(userAgent) && /Edg\/|Edge\/|Trident\/|MSIE /i.test(userAgent)) return 'Ctrl+F5';
  return 'Ctrl+Shift+R';
}

export function clearCacheMessage(userAgent: string): string {
  return `A new version of DME Portal is available, but your browser keeps an old copy. Please clear the browser cache (press ${cacheBypassShortcut(userAgent)}) and reload the page.`;
}

/** The deployed entry script (`assets/index-abc.js`) from the manifest, or null when the manifest has none. */
export function deployedEntry(manifest: unknown): string | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const entry = (manifest as Record<string, unknown>)[MANIFEST_ENTRY];
  if (typeof entry !== 'object' || entry === null) return null;
  const file = (entry as { file?: unknown }).file;
  return typeof file === 'string' && file !== '' ? file : null;
}

function samePath(loaded: string, file: string): boolean {
  const path = new URL(loaded, 'http://x').pathname;
  return path === `/${file.replace(/^\//, '')}`;
}

/** Runs the comparison once; `deps` default to the browser. */
export async function checkDeployedVersion(deps: VersionCheckDeps = browserDeps()): Promise<VersionCheckResult> {
  const reloadOnce = (reason: string): boolean => {
    if (deps.reloadedFor.get() === reason) return false;
    deps.reloadedFor.set(reason);
    deps.setTimeout(() => deps.reload(), RELOAD_DELAY_MS);
    return true;
  };

  let manifest: unknown;
  try {
    manifest = await deps.fetchManifest();
  } catch {
    return reloadOnce('unreadable') ? 'reloading' : 'unreadable';
  }
  const file = deployedEntry(manifest);
  const loaded = deps.loadedScript();
  if (file === null || loaded === null) {
    deps.alert(clearCacheMessage(deps.userAgent));
    return 'cache-alert';
  }
  if (samePath(loaded, file)) {
    deps.reloadedFor.set(null);
    return 'current';
  }
  // Still different after reloading for this very build: the browser serves a cached page.
  if (reloadOnce(file)) return 'reloading';
  deps.alert(clearCacheMessage(deps.userAgent));
  return 'cache-alert';
}

export function browserDeps(): VersionCheckDeps {
  return {
    fetchManifest: async () => {
      const response = await fetch(deploymentManifest.path, { cache: 'no-cache', headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`manifest ${response.status}`);
      return response.json();
    },
    loadedScript: () => document.querySelector<HTMLScriptElement>('script[type=module][src*="/assets/"]')?.getAttribute('src') ?? null,
    reload: () => window.location.reload(),
    alert: (message) => window.alert(message),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    userAgent: navigator.userAgent,
    reloadedFor: {
      get: () => {
        try {
          return window.sessionStorage.getItem(RELOADED_FOR_KEY);
        } catch {
          return null;
        }
      },
      set: (value) => {
        try {
          if (value === null) window.sessionStorage.removeItem(RELOADED_FOR_KEY);
          else window.sessionStorage.setItem(RELOADED_FOR_KEY, value);
        } catch {
          // Without sessionStorage a loop guard is impossible; the check still works.
        }
      },
    },
  };
}

/** Local development hosts are skipped unless `VITE_VERSION_CHECK=1` or the localStorage flag is set. */
export function versionCheckEnabled(hostname: string = window.location.hostname, envFlag: string | undefined = import.meta.env.VITE_VERSION_CHECK): boolean {
  if (!LOCAL_HOSTS.has(hostname)) return true;
  return envFlag === '1' || readStored(FORCE_VERSION_CHECK_KEY) !== null;
}

let pending: Promise<VersionCheckResult> | null = null;

/** One comparison at a time (several stale chunks failing together trigger one check). */
export function runVersionCheck(deps?: VersionCheckDeps): Promise<VersionCheckResult> | null {
  if (!versionCheckEnabled()) return null;
  pending ??= checkDeployedVersion(deps).finally(() => {
    pending = null;
  });
  return pending;
}

/** Schedules the check after load and re-runs it when a lazily loaded chunk fails (a newer deployment removed it). */
export function startVersionCheck(): void {
  window.setTimeout(() => void runVersionCheck(), VERSION_CHECK_DELAY_MS);
  window.addEventListener('vite:preloadError', (event) => {
    if (!versionCheckEnabled()) return;
    event.preventDefault();
    void runVersionCheck();
  });
}

/** True for the errors a stale chunk produces when imported. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|importing a module script failed|unable to preload css|loading chunk/i.test(message);
}
