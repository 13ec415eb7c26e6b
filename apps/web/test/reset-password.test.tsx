import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from './fake-server';
import { renderApp } from './render-app';

const ok =
  (data: unknown): FakeHandler =>
  () => ({ status: 200, data });

describe('password reset by code', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('sends a code, checks it, then sets the new password', async () => {
    server = installFakeServer({
      'POST /api/reset-password/send': ok({ message: 'If the account exists, we have e-mailed a reset code.' }),
      'POST /api/reset-password/check': ok({ data: { valid: true } }),
      'POST /api/reset-password/reset': ok({ message: 'Your password has been reset.' }),
    });
    renderApp('/auth/reset-password');
    fireEvent.change(await screen.findByLabelText(/^Login or email/), { target: { value: 'doctor@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('If the account exists, we have e-mailed a reset code.')).toBeTruthy();

    const digits = screen.getAllByRole('textbox').filter((input) => input.getAttribute('inputmode') === 'numeric');
    expect(digits).toHaveLength(6);
    fireEvent.paste(digits[0]!, { clipboardData: { getData: () => '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));

    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'newpass123' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'newpass123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();

    expect(server.requests.map((r) => [r.url, r.body])).toEqual([
      ['/api/reset-password/send', { login: 'doctor@demo.test' }],
      ['/api/reset-password/check', { login: 'doctor@demo.test', code: '123456' }],
      ['/api/reset-password/reset', { login: 'doctor@demo.test', code: '123456', password: 'newpass123', password_confirmation: 'newpass123' }],
    ]);
  });

  it('shows a wrong code under the code, silently for the error catalogue', async () => {
    server = installFakeServer({
      'POST /api/reset-password/send': ok({ message: 'sent' }),
      'POST /api/reset-password/check': () => ({
        status: 422,
        data: { message: 'The code is invalid or has expired.', errors: { code: ['The code is invalid or has expired.'] } },
      }),
    });
    renderApp('/auth/reset-password');
    fireEvent.change(await screen.findByLabelText(/^Login or email/), { target: { value: 'doctor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Check code' });
    const digits = screen.getAllByRole('textbox').filter((input) => input.getAttribute('inputmode') === 'numeric');
    fireEvent.paste(digits[0]!, { clipboardData: { getData: () => '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('The code is invalid or has expired.')).toBeTruthy();
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(0);
  });

  it('checks the new password with the contract rules before calling', async () => {
    server = installFakeServer({ 'POST /api/password/reset': ok({ message: 'ok' }) });
    renderApp('/auth/reset-password?token=tok-1&email=doctor%40demo.test');
    expect(await screen.findByText('doctor@demo.test')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });
});

describe('password reset by mailed link', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('posts token, email and the new password to password/reset', async () => {
    server = installFakeServer({ 'POST /api/password/reset': ok({ message: 'Your password has been reset.' }) });
    renderApp('/auth/reset-password?token=tok-1&email=doctor%40demo.test');
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'newpass123' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'newpass123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    await waitFor(() =>
      expect(server?.requests[0]?.body).toEqual({ email: 'doctor@demo.test', token: 'tok-1', password: 'newpass123', password_confirmation: 'newpass123' }),
    );
  });
});
