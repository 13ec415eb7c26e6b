import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrackingAction } from '@dme/contract';
import { ClockCard } from '../../../src/features/tracking';
import { ActionForm } from '../../../src/features/tracking/components/action-form';
import type { FakeHandler } from '../../fake-server';
import { mountWithServer, writesOf, type FakeServer } from '../mount';
import { fail, ok, page } from '../helpers';

const mount = mountWithServer;
const writes = writesOf;

const called: TrackingAction = {
  id: 3,
  name: 'Called patient',
  kind: 'points',
  amount: 2,
  auto_event: null,
  is_active: true,
  records_count: 0,
  created_at: '2026-03-01T10:00:00.000Z',
};

describe('tracking forms', () => {
  let server: FakeServer | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it("action: the contract's rule refuses an empty amount, the server's refusal shows under Name", async () => {
    const onDone = vi.fn();
    server = mount(
      { 'POST /api/vendor/system/tracking': fail(422, 'The given data was invalid.', { name: ['An action named Called patient exists.'] }) },
      <ActionForm action={null} onDone={onDone} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Called patient ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Points/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create action' }));
    expect(await screen.findByText('The amount must be a number.')).toBeTruthy();
    expect(writes(server)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Points/ }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create action' }));
    expect(await screen.findByText('An action named Called patient exists.')).toBeTruthy();
    expect(writes(server)[0]!.body).toEqual({ name: 'Called patient', kind: 'points', amount: 5, auto_event: null, is_active: true });
    expect(onDone).not.toHaveBeenCalled();
  });

  it("clock card: records an action chosen by hand; the server's refusal shows under the picker", async () => {
    let answer: FakeHandler = fail(422, 'The given data was invalid.', { action_id: ['The action is retired.'] });
    server = mount(
      {
        'GET /api/vendor/tracking/clock': ok({
          data: { clocked_in_since: null, today_seconds: 0, week_seconds: 0, today: '2026-03-10', time_zone: 'America/New_York' },
        }),
        'GET /api/vendor/system/tracking?page=1&rowsPerPage=100': ok(page([called], 1, 1, 100)),
        'POST /api/vendor/tracking/records': (request) => answer(request),
      },
      <ClockCard />,
    );
    const card = await screen.findByRole('region', { name: 'My time' });
    fireEvent.click(await within(card).findByRole('combobox', { name: 'Action to record' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Called patient' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Record' }));
    expect(await within(card).findByText('The action is retired.')).toBeTruthy();
    expect(writes(server)[0]!.body).toEqual({ action_id: 3 });

    answer = ok({
      data: { id: 1, action: { id: 3, name: 'Called patient', kind: 'points' }, amount: 2, source: 'manual', entity: null, entity_id: null, note: '', occurred_at: '2026-03-10T10:00:00.000Z' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Recorded: Called patient')).toBeTruthy();
    // Recorded: the picker starts again, and its refusal is gone.
    await waitFor(() => expect((within(card).getByRole('combobox', { name: 'Action to record' }) as HTMLInputElement).value).toBe(''));
    expect(within(card).queryByText('The action is retired.')).toBeNull();
  });
});
