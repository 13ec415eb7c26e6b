import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { UploadProgress } from '../../src/components';
import { renderUi } from './render';

const MB = 1024 * 1024;

describe('UploadProgress', () => {
  it('shows the megabytes sent of the total on a named bar, and Cancel calls back', () => {
    const onCancel = vi.fn();
    renderUi(<UploadProgress progress={{ loaded: 12.3 * MB, total: 15 * MB }} onCancel={onCancel} />);
    expect(screen.getByText('Uploading: 12.3 of 15.0 MB')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(82, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says the server is checking once every byte is sent, and has no Cancel without a handler', () => {
    renderUi(<UploadProgress progress={{ loaded: 15 * MB, total: 15 * MB }} />);
    expect(screen.getByText('Sent, the server is checking the file…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
