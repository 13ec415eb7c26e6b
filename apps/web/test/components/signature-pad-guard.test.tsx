import { describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { SignaturePad, type SignaturePadHandle } from '../../src/components';
import { renderUi } from './render';

// The real signature_pad in a DOM without a 2D canvas (happy-dom): the widget must render and say so, not crash.
describe('SignaturePad without a 2D canvas', () => {
  it('renders, reports an empty pad and says signing is unavailable', () => {
    const ref = createRef<SignaturePadHandle>();
    renderUi(<SignaturePad ref={ref} />);
    expect(screen.getByRole('img', { name: 'Signature' })).toBeTruthy();
    expect(screen.getByText('Signing is not available in this browser.')).toBeTruthy();
    expect(ref.current!.isEmpty()).toBe(true);
    expect(ref.current!.toDataURL()).toBeNull();
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
