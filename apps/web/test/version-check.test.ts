import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheBypassShortcut,
  checkDeployedVersion,
  deployedEntry,
  RELOAD_DELAY_MS,
  runVersionCheck,
  startVersionCheck,
  versionCheckEnabled,
  type VersionCheckDeps,
} from '../src/lib/version-check';

const manifest = (file: string) => ({ 'index.html': { file, name: 'index', src: 'index.html', isEntry: true } });

function fakeDeps(overrides: Partial<VersionCheckDeps> = {}) {
  let reloadedFor: string | null = null;
  const deps = {
    fetchManifest: vi.fn(async (): Promise<unknown> => manifest('assets/index-abc.js')),
    loadedScript: vi.fn((): string | null => '/assets/index-abc.js'),
    reload: vi.fn(),
    alert: vi.fn(),
    setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
    reloadedFor: { get: () => reloadedFor, set: (v: string | null) => void (reloadedFor = v) },
    ...overrides,
  };
  return deps;
}

describe('deployment check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the entry script of index.html from the Vite manifest', () => {
    expect(deployedEntry(manifest('assets/index-1.js'))).toBe('assets/index-1.js');
    expect(deployedEntry({ 'main.js': { file: 'x.js' } })).toBeNull();
    expect(deployedEntry('nope')).toBeNull();
  });

  it('does nothing when the loaded script is the deployed one', async () => {
    const deps = fakeDeps();
    expect(await checkDeployedVersion(deps)).toBe('current');
    vi.advanceTimersByTime(5000);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('reloads 500 ms after finding a different script', async () => {
    const deps = fakeDeps({ fetchManifest: vi.fn(async () => manifest('assets/index-new.js')) });
    expect(await checkDeployedVersion(deps)).toBe('reloading');
    vi.advanceTimersByTime(RELOAD_DELAY_MS - 1);
    expect(deps.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when the manifest cannot be read', async () => {
    const deps = fakeDeps({ fetchManifest: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(await checkDeployedVersion(deps)).toBe('reloading');
    vi.advanceTimersByTime(500);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('asks to clear the cache when the entry is not in the manifest', async () => {
    const deps = fakeDeps({ fetchManifest: vi.fn(async () => ({})) });
    expect(await checkDeployedVersion(deps)).toBe('cache-alert');
    expect(deps.alert).toHaveBeenCalledWith(expect.stringContaining('clear the browser cache (press Ctrl+Shift+R)'));
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('does not loop: the same difference after its reload asks to clear the cache instead', async () => {
    const deps = fakeDeps({ fetchManifest: vi.fn(async () => manifest('assets/index-new.js')) });
    await checkDeployedVersion(deps);
    expect(await checkDeployedVersion(deps)).toBe('cache-alert');
    vi.advanceTimersByTime(1000);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.alert).toHaveBeenCalledTimes(1);
  });

  it("names the browser's cache-bypassing shortcut", () => {
    expect(cacheBypassShortcut('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15')).toBe('Cmd+Shift+R');
    expect(cacheBypassShortcut('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36 Edg/126.0')).toBe('Ctrl+F5');
    expect(cacheBypassShortcut('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0')).toBe('Ctrl+Shift+R');
    expect(cacheBypassShortcut('Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0')).toBe('Ctrl+Shift+R');
  });

  it('skips localhost and 127.0.0.1 unless VITE_VERSION_CHECK=1 or the force-version-check flag is set', () => {
    expect(versionCheckEnabled('portal.example.com', undefined)).toBe(true);
    expect(versionCheckEnabled('localhost', undefined)).toBe(false);
    expect(versionCheckEnabled('127.0.0.1', undefined)).toBe(false);
    expect(versionCheckEnabled('127.0.0.1', '1')).toBe(true);
    localStorage.setItem('force-version-check', '1');
    expect(versionCheckEnabled('localhost', undefined)).toBe(true);
  });

  it('runs about 1 s after load, and again on a failed dynamic import (vite:preloadError)', async () => {
    localStorage.setItem('force-version-check', '1');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(manifest('assets/index-abc.js')), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    // The real deps alert when no loaded script is found (none in this DOM); happy-dom has no window.alert.
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    startVersionCheck();
    vi.advanceTimersByTime(999);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchMock).toHaveBeenCalledWith('/manifest.json', expect.objectContaining({ cache: 'no-cache' }));
    await vi.runAllTimersAsync();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Both checks end before the stubs go.
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    vi.unstubAllGlobals();
  });

  it('shares one comparison between simultaneous triggers', async () => {
    localStorage.setItem('force-version-check', '1');
    const deps = fakeDeps();
    const first = runVersionCheck(deps);
    const second = runVersionCheck(deps);
    expect(first).toBe(second);
    await first;
    expect(deps.fetchManifest).toHaveBeenCalledTimes(1);
  });
});
