import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { HttpError } from '../../src/lib/http-error';
import { FormErrorText, RequiredLabel, Select, Textarea, errorText, useSuccessFlag } from '../../src/components';
import { renderUi } from './render';

afterEach(() => {
  vi.useRealTimers();
});

describe('Textarea', () => {
  it('has 5 rows by default', () => {
    renderUi(<Textarea label="Comment" />);
    expect(screen.getByRole('textbox', { name: 'Comment' }).getAttribute('rows')).toBe('5');
  });

  it('shows its note until an error replaces it; a list of errors is joined with ", "', () => {
    const { rerender } = renderUi(<Textarea label="Comment" note="Up to 500 characters" />);
    expect(screen.getByText('Up to 500 characters')).toBeTruthy();
    rerender(<Textarea label="Comment" note="Up to 500 characters" error={['Too long', 'Has a link']} />);
    expect(screen.getByText('Too long, Has a link')).toBeTruthy();
    expect(screen.queryByText('Up to 500 characters')).toBeNull();
    rerender(<Textarea label="Comment" note="Up to 500 characters" error="Required" />);
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.queryByText('Up to 500 characters')).toBeNull();
  });

  it('joins error lists the same way everywhere', () => {
    expect(errorText(['a', 'b', 'c'])).toBe('a, b, c');
    expect(errorText([])).toBeNull();
    expect(errorText('')).toBeNull();
    expect(errorText(undefined)).toBeNull();
  });
});

describe('RequiredLabel', () => {
  it('puts an asterisk after the label of a required field', () => {
    const { container } = renderUi(<RequiredLabel>First name</RequiredLabel>);
    expect(container.textContent).toMatch(/First name\s*\*$/);
  });

  it('marks required inputs and leaves optional ones alone', () => {
    renderUi(
      <>
        <Textarea label="Reason" required />
        <Textarea label="Comment" />
      </>,
    );
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(document.querySelector(`label[for="${reason.id}"]`)!.textContent).toBe('Reason*');
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(document.querySelector(`label[for="${comment.id}"]`)!.textContent).toBe('Comment');
    expect((reason as HTMLTextAreaElement).required).toBe(true);
  });
});

describe('Select', () => {
  const warehouses = [
    { id: 1, title: 'Main' },
    { id: 22, title: 'North' },
  ];

  function Picker<O extends object>(props: { options: O[]; idField?: string; textField?: string; onPick: (id: unknown, option: O | null) => void }) {
    const [value, setValue] = useState<string | number | null>(null);
    return (
      <Select
        label="Warehouse"
        options={props.options}
        idField={props.idField}
        textField={props.textField}
        value={value}
        onChange={(id, option) => {
          setValue(id);
          props.onPick(id, option);
        }}
      />
    );
  }

  it("reads each option's id and title and hands back the original id and option", async () => {
    const onPick = vi.fn();
    renderUi(<Picker options={warehouses} onPick={onPick} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Warehouse' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Main', 'North']);
    fireEvent.click(screen.getByRole('option', { name: 'North' }));
    expect(onPick).toHaveBeenCalledWith(22, { id: 22, title: 'North' });
    expect((screen.getByRole('combobox', { name: 'Warehouse' }) as HTMLInputElement).value).toBe('North');
  });

  it('reads other id and text fields', () => {
    const onPick = vi.fn();
    renderUi(<Picker options={[{ code: 'TX', name: 'Texas' }]} idField="code" textField="name" onPick={onPick} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Warehouse' }));
    fireEvent.click(screen.getByRole('option', { name: 'Texas' }));
    expect(onPick).toHaveBeenCalledWith('TX', { code: 'TX', name: 'Texas' });
  });

  it('opens its dropdown 6 px from the field', async () => {
    renderUi(<Picker options={warehouses} onPick={() => {}} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Warehouse' }));
    const dropdown = screen.getByRole('listbox').closest<HTMLElement>('[style*="top"]')!;
    await waitFor(() => expect(dropdown.style.top).toBe('6px'));
  });
});

describe('FormErrorText (foundation §5)', () => {
  const failed = (status: number, data: unknown) =>
    new HttpError('Request failed with status code ' + status, 'ERR_BAD_REQUEST', { url: 'x', headers: new Headers() }, {
      status,
      data,
      headers: new Headers(),
      config: { url: 'x', headers: new Headers() },
    });

  it("shows the server's errors (flattened) when present", () => {
    renderUi(<FormErrorText error={failed(422, { message: 'Invalid data', errors: { name: ['Name is required'], zip: ['Zip is invalid', 'Zip is short'] } })} />);
    expect(screen.getByRole('alert').textContent).toBe('Name is required, Zip is invalid, Zip is short');
  });

  it('else its message, else the generic text', () => {
    const { rerender } = renderUi(<FormErrorText error={failed(409, { message: 'Order is locked' })} />);
    expect(screen.getByRole('alert').textContent).toBe('Order is locked');
    rerender(<FormErrorText error={new Error('Network Error')} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    rerender(<FormErrorText error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('useSuccessFlag (foundation §5)', () => {
  it('resets 2000 ms after being set', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSuccessFlag());
    expect(result.current.isSuccess).toBe(false);
    act(() => result.current.markSuccess());
    expect(result.current.isSuccess).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.isSuccess).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isSuccess).toBe(false);
  });

  it('starts the 2000 ms again when set again', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSuccessFlag());
    act(() => result.current.markSuccess());
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current.markSuccess());
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.isSuccess).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.isSuccess).toBe(false);
  });
});
