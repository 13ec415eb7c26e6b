import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PublicRefill } from '@dme/contract';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok } from '../helpers';

const HASH = 'rF4k9_Qm2LzX7vBn8TyRc3pWd5';
const SHOW = `GET /api/refill/${HASH}`;
const ANSWER = `POST /api/refill/${HASH}`;
const REFILL: PublicRefill = {
  first_name: 'Peter',
  supplier: 'Sunrise Medical Supply',
  item: { name: 'Full face mask', hcpcs: 'A7030', quantity: 1 },
  due_date: '2027-02-10',
  link_expires_at: '2027-03-01T00:00:00.000Z',
};

function open(routes: Record<string, FakeHandler>, url = `/refill/${HASH}`) {
  const server = installFakeServer(routes);
  renderApp(url);
  return server;
}

const answer = (question: RegExp, value: 'Yes' | 'No') =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: value }));

describe('refill link page (refill.confirm)', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('asks the payer questions, refuses to confirm without them, then sends the answers without a session', async () => {
    server = open({ [SHOW]: ok({ data: REFILL }), [ANSWER]: ok({ data: { status: 'answered', result_order_id: 88, supplier: 'Sunrise Medical Supply' } }) });
    expect(await screen.findByRole('heading', { name: 'Peter, your refill is due' })).toBeTruthy();
    expect(screen.getByText(/replacement Full face mask \(A7030\) × 1 from 02\/10\/2027/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm my refill' }));
    expect(await screen.findByText('Tell us whether you still use the device.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    answer(/still using your device/, 'Yes');
    answer(/still fit/, 'No');
    fireEvent.change(screen.getByRole('textbox', { name: /hours a night/ }), { target: { value: '6' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Any problem/ }), { target: { value: 'Leaks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my refill' }));

    expect(await screen.findByText('Your refill is confirmed')).toBeTruthy();
    expect(screen.getByText(/Sunrise Medical Supply has your refill order #88/)).toBeTruthy();
    const post = server.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ decision: 'confirm', still_using: true, fits: false, hours_per_night: 6, problems: 'Leaks' });
    expect(post.authorization).toBeNull();
  });

  it('says a used link no longer works, and a malformed one is not valid without asking the server', async () => {
    server = open({ [SHOW]: fail(410, 'This refill has already been answered; the link works once.') });
    expect(await screen.findByText('This refill has already been answered; the link works once.')).toBeTruthy();
    server.restore();
    server = open({}, '/refill/short');
    expect(await screen.findByText('This link is not valid')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });
});
