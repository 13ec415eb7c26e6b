import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { ConfirmDialog, ConfirmProvider, Modal, useConfirm, type ConfirmResult } from '../../src/components';
import { renderUi } from './render';

// The real fade runs here (env 'default'): Mantine transitions on, timers faked.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function Harness({ onExited }: { onExited?: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button onClick={() => setOpened(true)}>Open</button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Order notes" onExited={onExited}>
        <p>Modal body</p>
      </Modal>
    </>
  );
}

describe('Modal (foundation §4)', () => {
  it('fades out over 300 ms and unmounts its content only after the fade', () => {
    const onExited = vi.fn();
    renderUi(<Harness onExited={onExited} />, { env: 'default' });
    fireEvent.click(screen.getByText('Open'));
    advance(300);
    expect(screen.getByText('Modal body')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(250);
    expect(screen.queryByText('Modal body')).not.toBeNull();
    expect(onExited).not.toHaveBeenCalled();
    advance(100);
    expect(screen.queryByText('Modal body')).toBeNull();
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', () => {
    renderUi(<Harness />, { env: 'default' });
    fireEvent.click(screen.getByText('Open'));
    advance(300);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    advance(400);
    expect(screen.queryByText('Modal body')).toBeNull();
  });
});

describe('ConfirmDialog (foundation §9)', () => {
  it("says 'Please, confirm action' and 'Are you sure?' with 'Yes' and 'Cancel'", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(<ConfirmDialog opened onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'Please, confirm action' })).toBeTruthy();
    expect(screen.getByText('Are you sure?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('useConfirm', () => {
  function Asker({ onResult }: { onResult: (result: ConfirmResult<{ id: number }, string> | null) => void }) {
    const confirm = useConfirm();
    return (
      <button onClick={() => void confirm({ item_data: { id: 7 }, additional_data: 'archive', text: 'Archive order #7?' }).then(onResult)}>
        Archive
      </button>
    );
  }

  it('resolves with item_data and additional_data on Yes', async () => {
    const onResult = vi.fn();
    renderUi(
      <ConfirmProvider>
        <Asker onResult={onResult} />
      </ConfirmProvider>,
    );
    fireEvent.click(screen.getByText('Archive'));
    // The dialog's chunk loads on the first confirmation (fake timers here: let the lazy import settle).
    await act(async () => {
      await import('../../src/components/confirm-dialog/confirm-dialog');
    });
    expect(screen.getByText('Archive order #7?')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Please, confirm action' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await act(async () => {});
    expect(onResult).toHaveBeenCalledWith({ item_data: { id: 7 }, additional_data: 'archive' });
  });

  it('resolves with null on Cancel and on Escape', async () => {
    const onResult = vi.fn();
    renderUi(
      <ConfirmProvider>
        <Asker onResult={onResult} />
      </ConfirmProvider>,
    );
    fireEvent.click(screen.getByText('Archive'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => {});
    expect(onResult).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByText('Archive'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await act(async () => {});
    expect(onResult).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenLastCalledWith(null);
  });
});
