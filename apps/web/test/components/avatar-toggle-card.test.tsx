import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Avatar, BooleanToggle, Card, Switch, getInitials } from '../../src/components';
import { renderUi } from './render';

describe('Avatar (foundation §9)', () => {
  it('takes one letter from each of up to 3 words', () => {
    expect(getInitials('mary')).toBe('M');
    expect(getInitials('Mary Smith')).toBe('MS');
    expect(getInitials('Mary Ann Smith')).toBe('MAS');
    expect(getInitials('  Mary  Ann Lee Smith ')).toBe('MAL');
    expect(getInitials('')).toBe('');
    expect(getInitials(null)).toBe('');
  });

  it.each([
    ['Mary', 'M', '16px'],
    ['Mary Smith', 'MS', '13px'],
    ['Mary Ann Smith', 'MAS', '10px'],
    ['Mary Ann Lee Smith', 'MAL', '10px'],
  ])('shows %s as %s in %s', (name, initials, fontSize) => {
    renderUi(<Avatar name={name} />);
    const avatar = screen.getByRole('img', { name });
    const letters = screen.getByText(initials);
    expect(avatar.contains(letters)).toBe(true);
    expect(letters.style.fontSize).toBe(fontSize);
  });
});

describe('BooleanToggle and Switch (foundation §4, §9)', () => {
  function Toggle({ onChange }: { onChange: (v: boolean) => void }) {
    const [value, setValue] = useState<boolean | null>(null);
    return (
      <BooleanToggle
        label="Is rental"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    );
  }

  it("toggles between 'Yes' and 'No' by default", () => {
    const onChange = vi.fn();
    renderUi(<Toggle onChange={onChange} />);
    const yes = screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement;
    const no = screen.getByRole('radio', { name: 'No' }) as HTMLInputElement;
    expect(yes.checked || no.checked).toBe(false);
    fireEvent.click(yes);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(yes.checked).toBe(true);
    fireEvent.click(no);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(no.checked).toBe(true);
  });

  it('takes other labels', () => {
    renderUi(<BooleanToggle value={true} onChange={() => {}} yesLabel="Rent" noLabel="Buy" />);
    expect((screen.getByRole('radio', { name: 'Rent' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Buy' })).toBeTruthy();
  });

  function OnOff() {
    const [checked, setChecked] = useState(false);
    return <Switch label="Notifications" checked={checked} onChange={setChecked} />;
  }

  it("shows 'OFF', then 'ON' once switched", () => {
    renderUi(<OnOff />);
    const control = screen.getByRole('switch', { name: 'Notifications' }) as HTMLInputElement;
    expect(screen.getByText('OFF')).toBeTruthy();
    expect(screen.queryByText('ON')).toBeNull();
    fireEvent.click(control);
    expect(control.checked).toBe(true);
    expect(screen.getByText('ON')).toBeTruthy();
    expect(screen.queryByText('OFF')).toBeNull();
  });
});

describe('Card (foundation §4, §9)', () => {
  it("switches to edit mode with 'Edit Info' and back with 'Cancel'", () => {
    const onCancel = vi.fn();
    renderUi(
      <Card title="Patient" editContent={<input aria-label="Patient name" />} onCancel={onCancel}>
        <p>John Doe</p>
      </Card>,
    );
    expect(screen.getByText('John Doe')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Info' }));
    expect(screen.getByLabelText('Patient name')).toBeTruthy();
    expect(screen.queryByText('John Doe')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Info' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByText('John Doe')).toBeTruthy();
  });

  it("returns to view mode after 'Save changes' succeeds, and stays in edit mode when it fails", async () => {
    let result: unknown = false;
    const onSave = vi.fn(async () => result);
    renderUi(
      <Card title="Patient" editContent={<input aria-label="Patient name" />} onSave={onSave}>
        <p>John Doe</p>
      </Card>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Info' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(screen.getByLabelText('Patient name')).toBeTruthy();
    onSave.mockImplementationOnce(() => Promise.reject(new Error('422')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(screen.getByLabelText('Patient name')).toBeTruthy();
    result = undefined;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(onSave).toHaveBeenCalledTimes(3);
    expect(screen.getByText('John Doe')).toBeTruthy();
  });

  it('takes other button texts', () => {
    renderUi(
      <Card title="Notes" editContent={<p>form</p>} editLabel="Change" saveLabel="Store" cancelLabel="Back">
        <p>view</p>
      </Card>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('button', { name: 'Store' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('collapses and expands its body', () => {
    renderUi(
      <Card title="Insurance" collapsible>
        <p>Medicare</p>
      </Card>,
    );
    const toggle = screen.getByRole('button', { name: 'Collapse' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body.contains(screen.getByText('Medicare'))).toBe(true);
    expect(body.getAttribute('aria-hidden')).toBe('false');
    fireEvent.click(toggle);
    const expand = screen.getByRole('button', { name: 'Expand' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(body.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(expand);
    expect(body.getAttribute('aria-hidden')).toBe('false');
  });
});
