import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyViews } from '../src/lib/lazy-component';

const Info = ({ name }: { name: string }) => <p>Info of {name}</p>;
const Logs = ({ name }: { name: string }) => <p>Logs of {name}</p>;

describe('lazyViews (a tabbed screen loads each tab on first use)', () => {
  it('renders the tab its loader gives, and asks each loader only for its own tab', async () => {
    const loadInfo = vi.fn(async () => Info);
    const loadLogs = vi.fn(async () => Logs);
    const views = lazyViews({ info: loadInfo, logs: loadLogs }, <p>Loading</p>);
    // Unit tests ask for every module at once (lib/lazy-component.ts), as the app does when a tab page renders.
    loadInfo.mockClear();
    loadLogs.mockClear();

    views.logs.preload();
    expect(loadLogs).toHaveBeenCalledTimes(1);
    expect(loadInfo).not.toHaveBeenCalled();

    const View = views.logs.Component;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <View name="Margaret" />
      </Suspense>,
    );
    expect(await screen.findByText('Logs of Margaret')).toBeTruthy();
    expect(screen.queryByText(/Info of/)).toBeNull();
    expect(loadInfo).not.toHaveBeenCalled();
  });
});
