import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeServer } from '../../fake-server';
import { SendQuizToPatientButton } from '../../../src/features/order-quiz';
import { fail, ok } from '../helpers';
import { renderInApp } from './support';

const SEND = 'POST /api/vendor/orders/41/send-to-patient';

describe('SendQuizToPatientButton (supplier)', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('sends the link to the address entered and shows it, its expiry and where it went', async () => {
    server = installFakeServer({
      [SEND]: ok({
        data: { url: 'http://localhost:8080/s/AbCdEf123456', expires_at: '2026-03-05T15:30:00.000Z', sent_to: 'laura@example.com' },
      }),
    });
    renderInApp(<SendQuizToPatientButton orderId={41} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send questions to patient' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Send to another e-mail/ }), { target: { value: ' laura@example.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Questionnaire link' });
    expect((link as HTMLInputElement).value).toBe('http://localhost:8080/s/AbCdEf123456');
    expect(within(dialog).getByText(/^Sent to laura@example.com · expires 03\/05\/2026/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(server.requests[0]!.body).toEqual({ email: 'laura@example.com' });
  });

  it("shows the server's reason when no link can be sent", async () => {
    server = installFakeServer({
      [SEND]: fail(422, 'The given data was invalid.', { email: ['The patient has no e-mail address; enter one to send the link to.'] }),
    });
    renderInApp(<SendQuizToPatientButton orderId={41} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send questions to patient' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('The patient has no e-mail address; enter one to send the link to.')).toBeTruthy();
    expect(server.requests[0]!.body).toEqual({});
  });
});
