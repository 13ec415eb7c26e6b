import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Box, Button, Group, Input, Text } from '@mantine/core';
import SignaturePadLib from 'signature_pad';
import { SIGNATURE_IMAGE_TYPES, SIGNATURE_PAD_OPTIONS, SIGNATURE_TEXTS } from '../defaults';

export type SignatureFormat = keyof typeof SIGNATURE_IMAGE_TYPES;

/** The spec's message when an image is not a png, jpeg or svg data URL, else null. */
export function signatureImageError(dataUrl: string): string | null {
  return /^data:image\/(png|jpeg|svg\+xml)[;,]/i.test(dataUrl) ? null : SIGNATURE_TEXTS.unsupportedImage;
}

export interface SignaturePadHandle {
  isEmpty(): boolean;
  clear(): void;
  /** The signature as a data URL (png by default); null when drawing is unavailable. */
  toDataURL(format?: SignatureFormat): string | null;
  /** Shows a saved signature; resolves false (and shows the message) for anything but png, jpeg or svg. */
  fromDataURL(dataUrl: string): Promise<boolean>;
}

export interface SignaturePadProps {
  ref?: Ref<SignaturePadHandle>;
  /** Reported after every stroke, clear and load: true when the pad is empty. */
  onChange?: (empty: boolean) => void;
  onError?: (message: string) => void;
  label?: string;
  height?: number;
  /** A saved signature to show first. */
  initialImage?: string;
  disabled?: boolean;
  clearLabel?: string;
}

/** Makes the drawing buffer match the element's size at the device's pixel ratio, keeping what was drawn. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePadLib) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const data = pad.toData();
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(data);
}

/**
 * A handwritten signature on a canvas (signature_pad; pen 0.5-2.5, throttle 16 ms, min distance 5, black).
 * Where the browser has no 2D canvas (a test DOM), the pad reports itself empty and says signing is unavailable.
 */
/** True where the browser can draw on a 2D canvas (not in a test DOM). */
function canvasAvailable(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

export function SignaturePad({ ref, onChange, onError, label = 'Signature', height = 200, initialImage, disabled = false, clearLabel = SIGNATURE_TEXTS.clear }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const [available] = useState(canvasAvailable);
  const [message, setMessage] = useState<string | null>(null);
  const initialError = initialImage ? signatureImageError(initialImage) : null;
  const callbacks = useRef({ onChange, onError });
  useEffect(() => {
    callbacks.current = { onChange, onError };
  });

  const load = async (dataUrl: string): Promise<boolean> => {
    const error = signatureImageError(dataUrl);
    setMessage(error);
    if (error) {
      callbacks.current.onError?.(error);
      return false;
    }
    const pad = padRef.current;
    if (!pad) return false;
    await pad.fromDataURL(dataUrl);
    callbacks.current.onChange?.(pad.isEmpty());
    return true;
  };

  useEffect(() => {
    if (!available) return;
    const canvas = canvasRef.current!;
    const pad = new SignaturePadLib(canvas, { ...SIGNATURE_PAD_OPTIONS });
    padRef.current = pad;
    const strokeEnded = () => callbacks.current.onChange?.(pad.isEmpty());
    const resize = () => fitCanvas(canvas, pad);
    pad.addEventListener('endStroke', strokeEnded);
    window.addEventListener('resize', resize);
    resize();
    return () => {
      window.removeEventListener('resize', resize);
      pad.removeEventListener('endStroke', strokeEnded);
      pad.off();
      padRef.current = null;
    };
  }, [available]);

  useEffect(() => {
    if (disabled) padRef.current?.off();
    else padRef.current?.on();
  }, [disabled]);

  useEffect(() => {
    if (!initialImage) return;
    if (initialError) {
      callbacks.current.onError?.(initialError);
      return;
    }
    const pad = padRef.current;
    if (pad) void pad.fromDataURL(initialImage).then(() => callbacks.current.onChange?.(pad.isEmpty()));
  }, [initialImage, initialError]);

  const clear = () => {
    padRef.current?.clear();
    setMessage(null);
    callbacks.current.onChange?.(true);
  };

  useImperativeHandle(ref, () => ({
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    clear,
    toDataURL: (format = 'png') => padRef.current?.toDataURL(SIGNATURE_IMAGE_TYPES[format]) ?? null,
    fromDataURL: load,
  }));

  return (
    <Input.Wrapper label={label} error={message ?? initialError ?? undefined}>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={label}
        w="100%"
        h={height}
        display="block"
        style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, touchAction: 'none', background: '#fff' }}
      />
      {!available && (
        <Text fz="sm" c="dimmed" role="status">
          {SIGNATURE_TEXTS.unavailable}
        </Text>
      )}
      <Group justify="flex-end" mt={4}>
        <Button variant="subtle" size="xs" onClick={clear} disabled={disabled || !available}>
          {clearLabel}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
