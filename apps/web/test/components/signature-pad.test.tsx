import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { SignaturePad, signatureImageError, type SignaturePadHandle } from '../../src/components';
import { renderUi } from './render';

// signature_pad itself needs a real 2D canvas; here a stand-in records what the widget asks of it.
const pads = vi.hoisted(() => [] as Array<EventTarget & { options: unknown; empty: boolean; loaded: string[]; enabled: boolean }>);
vi.mock('signature_pad', () => ({
  default: class FakeSignaturePad extends EventTarget {
    empty = true;
    loaded: string[] = [];
    enabled = true;
    constructor(
      public canvas: HTMLCanvasElement,
      public options: unknown,
    ) {
      super();
      pads.push(this);
    }
    isEmpty() {
      return this.empty;
    }
    clear() {
      this.empty = true;
    }
    toData() {
      return [];
    }
    fromData() {}
    toDataURL(type = 'image/png') {
      return `data:${type};base64,AAAA`;
    }
    async fromDataURL(url: string) {
      this.loaded.push(url);
      this.empty = false;
    }
    on() {
      this.enabled = true;
    }
    off() {
      this.enabled = false;
    }
  },
}));

beforeAll(() => {
  // The widget checks for a 2D context before creating the pad.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ scale: () => {} } as unknown as CanvasRenderingContext2D);
});

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const JPEG = 'data:image/jpeg;base64,/9j/4AAQ';
const SVG = 'data:image/svg+xml;base64,PHN2Zy8+';
const REJECTED = 'Only png, jpeg or svg images can be loaded into the signature pad.';

function mount(props: Partial<Parameters<typeof SignaturePad>[0]> = {}) {
  const ref = createRef<SignaturePadHandle>();
  const onChange = vi.fn();
  const onError = vi.fn();
  renderUi(<SignaturePad ref={ref} onChange={onChange} onError={onError} {...props} />);
  return { ref, onChange, onError, pad: pads.at(-1)! };
}

describe('SignaturePad (foundation §9)', () => {
  it('creates signature_pad with pen width 0.5-2.5, throttle 16 ms, min distance 5 and a black pen', () => {
    const { pad } = mount();
    expect(pad.options).toEqual({
      minWidth: 0.5,
      maxWidth: 2.5,
      throttle: 16,
      minDistance: 5,
      penColor: 'black',
      backgroundColor: 'rgb(255, 255, 255)',
    });
    expect(screen.getByRole('img', { name: 'Signature' }).tagName).toBe('CANVAS');
  });

  it('reports an empty pad, a signed one after a stroke, and empty again after Clear', () => {
    const { ref, onChange, pad } = mount();
    expect(ref.current!.isEmpty()).toBe(true);
    pad.empty = false;
    act(() => {
      pad.dispatchEvent(new Event('endStroke'));
    });
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(ref.current!.isEmpty()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(ref.current!.isEmpty()).toBe(true);
  });

  it('exports png by default, or jpeg or svg', () => {
    const { ref } = mount();
    expect(ref.current!.toDataURL()).toBe('data:image/png;base64,AAAA');
    expect(ref.current!.toDataURL('jpeg')).toBe('data:image/jpeg;base64,AAAA');
    expect(ref.current!.toDataURL('svg')).toBe('data:image/svg+xml;base64,AAAA');
  });

  it('loads png, jpeg and svg images', async () => {
    const { ref, onChange, pad } = mount();
    for (const image of [PNG, JPEG, SVG]) {
      await act(async () => expect(await ref.current!.fromDataURL(image)).toBe(true));
    }
    expect(pad.loaded).toEqual([PNG, JPEG, SVG]);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByText(REJECTED)).toBeNull();
  });

  it('rejects other image types with a message', async () => {
    const { ref, onError, pad } = mount();
    for (const image of ['data:image/gif;base64,R0lGOD', 'data:image/webp;base64,UklG', 'https://example.test/sign.png', 'data:text/html,<p>']) {
      await act(async () => expect(await ref.current!.fromDataURL(image)).toBe(false));
    }
    expect(pad.loaded).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(4);
    expect(onError).toHaveBeenLastCalledWith(REJECTED);
    expect(screen.getByText(REJECTED)).toBeTruthy();
  });

  it('checks image types as a function too', () => {
    expect(signatureImageError(PNG)).toBeNull();
    expect(signatureImageError(JPEG)).toBeNull();
    expect(signatureImageError(SVG)).toBeNull();
    expect(signatureImageError('data:image/gif;base64,R0lGOD')).toBe(REJECTED);
  });

  it('shows a saved signature first, and refuses a saved image of another type', async () => {
    const first = mount({ initialImage: PNG });
    await act(async () => {});
    expect(first.pad.loaded).toEqual([PNG]);
    expect(first.onChange).toHaveBeenLastCalledWith(false);
    const second = mount({ initialImage: 'data:image/gif;base64,R0lGOD' });
    expect(second.pad.loaded).toEqual([]);
    expect(second.onError).toHaveBeenCalledWith(REJECTED);
    expect(screen.getByText(REJECTED)).toBeTruthy();
  });

  it('stops drawing while disabled', () => {
    const { pad } = mount({ disabled: true });
    expect(pad.enabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
