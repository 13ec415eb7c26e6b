import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import type { MaskName } from '@dme/contract';
import { MaskedInput, PinInput, QuantityInput, clampQuantity } from '../../src/components';
import { renderUi } from './render';

describe('QuantityInput (foundation §5)', () => {
  function Quantity({ min, max, initial = 0 }: { min?: number; max?: number; initial?: number }) {
    const [value, setValue] = useState(initial);
    return <QuantityInput value={value} onChange={setValue} min={min} max={max} />;
  }
  const field = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
  const minus = () => screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
  const plus = () => screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
  const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

  it('defaults both bounds to 0: stuck at 0 with both buttons disabled', () => {
    renderUi(<Quantity />);
    expect(field().value).toBe('0');
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(true);
    type('5');
    expect(field().value).toBe('0');
  });

  it('clamps typed text between min and max', () => {
    renderUi(<Quantity min={2} max={10} initial={4} />);
    type('7');
    expect(field().value).toBe('7');
    type('');
    expect(field().value).toBe('2');
    type('07');
    expect(field().value).toBe('2');
    type('10');
    expect(field().value).toBe('10');
    type('99');
    expect(field().value).toBe('10');
    type('1');
    expect(field().value).toBe('2');
  });

  it('disables minus at min and plus at max', () => {
    renderUi(<Quantity min={1} max={3} initial={1} />);
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(false);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(field().value).toBe('3');
    expect(plus().disabled).toBe(true);
    expect(minus().disabled).toBe(false);
    fireEvent.click(minus());
    expect(field().value).toBe('2');
  });

  it('applies the rules as a function too', () => {
    expect(clampQuantity('')).toBe(0);
    expect(clampQuantity('12')).toBe(0);
    expect(clampQuantity('0', 3, 9)).toBe(3);
    expect(clampQuantity('9', 3, 9)).toBe(9);
    expect(clampQuantity('4a', 3, 9)).toBe(4);
  });
});

describe('PinInput (foundation §5)', () => {
  const boxes = () => screen.getAllByRole('textbox', { name: /^PIN digit/ }) as HTMLInputElement[];

  it('has four single-digit numeric boxes', () => {
    renderUi(<PinInput />);
    expect(boxes()).toHaveLength(4);
    expect(boxes().map((b) => b.inputMode)).toEqual(['numeric', 'numeric', 'numeric', 'numeric']);
  });

  it('moves focus forward after a digit, ignores other characters and reports the code', () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    renderUi(<PinInput onChange={onChange} onComplete={onComplete} />);
    boxes()[0]!.focus();
    fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1]!, { target: { value: 'x' } });
    expect(boxes()[1]!.value).toBe('');
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1]!, { target: { value: '2' } });
    fireEvent.change(boxes()[2]!, { target: { value: '0' } });
    fireEvent.change(boxes()[3]!, { target: { value: '7' } });
    expect(onChange).toHaveBeenLastCalledWith('4207');
    expect(onComplete).toHaveBeenCalledWith('4207');
  });

  it('moves focus back on Backspace over an empty box', () => {
    renderUi(<PinInput />);
    fireEvent.change(boxes()[0]!, { target: { value: '1' } });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes()[0]);
  });
});

describe('MaskedInput (foundation §5 masks)', () => {
  function Masked({ mask, onValue }: { mask: MaskName | string; onValue?: (masked: string, raw: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <MaskedInput
        label="Field"
        mask={mask}
        value={value}
        onChange={(masked, raw) => {
          setValue(masked);
          onValue?.(masked, raw);
        }}
      />
    );
  }
  const field = () => screen.getByRole('textbox', { name: 'Field' }) as HTMLInputElement;

  it.each([
    ['phone', '5551234567', '+1 (555) 123-4567', '5551234567', '+1 (___) ___-____'],
    ['zip', '902101', '90210', '90210', '_____'],
    ['ssn', '123456789', '123-45-6789', '123456789', '___-__-____'],
    ['npi', '123456789', '123-45-6789', '123456789', '___-__-____'],
    ['medicaid', '12345678901', '1234567-8901', '12345678901', '_______-____'],
    ['medicare', '12345678901', '1234567-8901', '12345678901', '_______-____'],
    ['pecos', '12345678901', '1234567-8901', '12345678901', '_______-____'],
    ['extNumber', '12345678901', '1234567890', '1234567890', '__________'],
    ['priorNumber', '1234567890123456', '1234-5678-9012-3456', '1234567890123456', '____-____-____-____'],
    ['date', '03072026', '03/07/2026', '03072026', '__/__/____'],
    ['trackNumber', '123456789012', '1234-5678-9012', '123456789012', '____-____-____'],
  ] as const)('masks %s input %s as %s', (mask, typed, shown, raw, placeholder) => {
    const onValue = vi.fn();
    renderUi(<Masked mask={mask} onValue={onValue} />);
    expect(field().placeholder).toBe(placeholder);
    fireEvent.change(field(), { target: { value: typed } });
    expect(field().value).toBe(shown);
    expect(onValue).toHaveBeenLastCalledWith(shown, raw);
  });

  it('re-masks as the user types digit by digit, ignoring letters', () => {
    renderUi(<Masked mask="phone" />);
    fireEvent.change(field(), { target: { value: '5' } });
    expect(field().value).toBe('+1 (5');
    fireEvent.change(field(), { target: { value: '+1 (555' } });
    fireEvent.change(field(), { target: { value: '+1 (5551' } });
    expect(field().value).toBe('+1 (555) 1');
    fireEvent.change(field(), { target: { value: '+1 (555) 1a' } });
    expect(field().value).toBe('+1 (555) 1');
  });

  it('deletes the digit before a literal on Backspace', () => {
    renderUi(<Masked mask="date" />);
    fireEvent.change(field(), { target: { value: '0307' } });
    expect(field().value).toBe('03/07');
    field().focus();
    field().setSelectionRange(3, 3); // just after the '/'
    fireEvent.keyDown(field(), { key: 'Backspace' });
    expect(field().value).toBe('00/7');
    expect(field().selectionStart).toBe(1);
  });

  it('takes a literal pattern as the mask', () => {
    renderUi(<Masked mask="##-##" />);
    fireEvent.change(field(), { target: { value: '12345' } });
    expect(field().value).toBe('12-34');
  });
});
