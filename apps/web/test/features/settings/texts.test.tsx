import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageText } from '@dme/contract';
import { installFakeServer } from '../../fake-server';
import { renderApp } from '../../render-app';
import { supplier } from '../directory/fixtures';
import { ok, signedInServer } from '../helpers';

const INVITE: MessageText = {
  id: 4,
  key: 'doctor-invitation',
  name: 'Invitation of a doctor to the portal',
  channel: 'mail',
  recipient: 'the doctor',
  subject: 'You are invited',
  body: 'Join us: {link}',
  placeholders: [
    { name: 'company_name', description: 'your company' },
    { name: 'doctor_name', description: "the doctor's name" },
    { name: 'link', description: 'the link' },
  ],
  required: ['link'],
  default_subject: 'You are invited',
  default_body: 'Join us: {link}',
  is_custom: false,
  updated_at: null,
};

describe('settings texts', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it("shows the server's placeholder error under the field, then previews the fixed text from a real order", async () => {
    server = signedInServer(supplier, {
      'GET /api/vendor/system/texts': ok({ data: [INVITE] }),
      'PUT /api/vendor/system/texts/4': () => ({
        status: 422,
        data: { message: 'Unknown placeholder {doctor_nam}.', errors: { subject: ['Unknown placeholder {doctor_nam}. Use {company_name}, {doctor_name}, {link}.'] } },
      }),
      'POST /api/vendor/system/texts/4/preview': (request) => ({
        status: 200,
        data: { data: { subject: `Sunrise invites ${(request.body as { subject: string }).subject.includes('{doctor_name}') ? 'Dr. Olivia Bennett' : '?'}`, body: 'Join us: http://x/s/abc', record: { kind: 'order', id: 12, label: 'Order #12' } } },
      }),
    });
    renderApp('/supplier/settings/texts');
    const card = await screen.findByRole('region', { name: 'Invitation of a doctor to the portal' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Invitation of a doctor to the portal' }));
    // The editor loads on first use.
    const subject = await within(card).findByRole('textbox', { name: /Subject/ });
    fireEvent.change(subject, { target: { value: 'Hi {doctor_nam}' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save text' }));
    expect(await within(card).findByText(/Unknown placeholder \{doctor_nam\}/)).toBeTruthy();
    fireEvent.change(subject, { target: { value: '{company_name} invites {doctor_name}' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Preview' }));
    const preview = await within(card).findByLabelText('Preview');
    expect(within(preview).getByText('Filled from Order #12')).toBeTruthy();
    expect(within(preview).getByText('Sunrise invites Dr. Olivia Bennett')).toBeTruthy();
    await waitFor(() => expect(server!.requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({ subject: '{company_name} invites {doctor_name}', body: 'Join us: {link}' }));
  });
});
