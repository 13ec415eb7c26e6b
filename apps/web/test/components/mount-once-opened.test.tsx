import { describe, expect, it } from 'vitest';
import { lazy, useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { MountOnceOpened } from '../../src/components';
import { renderUi } from './render';

let loads = 0;
const LazyForm = lazy(async () => {
  loads += 1;
  return { default: ({ opened }: { opened: boolean }) => <p>{opened ? 'Form open' : 'Form closing'}</p> };
});

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button onClick={() => setOpened(true)}>Open</button>
      <button onClick={() => setOpened(false)}>Close</button>
      <MountOnceOpened opened={opened}>
        <LazyForm opened={opened} />
      </MountOnceOpened>
    </>
  );
}

describe('MountOnceOpened', () => {
  it('loads nothing until the dialog first opens, then keeps it mounted once closed (for its close transition)', async () => {
    renderUi(<Harness />);
    expect(loads).toBe(0);
    expect(screen.queryByText(/Form/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Form open')).toBeTruthy();
    expect(loads).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Form closing')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Form open')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
