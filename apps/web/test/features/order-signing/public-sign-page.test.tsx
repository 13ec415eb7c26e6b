import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicSignPreview, PublicSignResult } from '@dme/contract';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok } from '../helpers';
import { DRAWN_PNG, drawOn } from './fake-signature-pad';
import { allowCanvas, HASH, makePreview, makeSignature } from './support';

vi.mock('signature_pad', () => import('./fake-signature-pad'));
beforeAll(allowCanvas);

const TOKEN = 'k3Jd9_xQ2LwPzA7vNb4TyRc8';
const PAGE = `/sign/doc-order/3/41?token=${TOKEN}`;
const SHOW = `GET /api/sign/doc-order/3/41?token=${TOKEN}`;
const SIGN = 'POST /api/sign/doc-order/3/41';

function publicPreview(overrides: Partial<PublicSignPreview> = {}): PublicSignPreview {
  return {
    ...makePreview(),
    patient: { full_name: 'Margaret A Ellison', dob: '1948-03-14' },
    practice: 'Bennett Family Practice',
    link_expires_at: '2026-03-05T15:30:00.000Z',
    ...overrides,
  };
}

const result: PublicSignResult = {
  order_id: 41,
  status_name: 'CMN Received',
  documents: [
    { ...makeSignature({ via: 'link' }), title: 'Prescription (Detailed Written Order)' },
    { ...makeSignature({ id: 8, kind: 'cmn', via: 'link' }), title: 'Certificate of Medical Necessity' },
  ],
};

function open(routes: Record<string, FakeHandler>, url = PAGE) {
  const server = installFakeServer(routes);
  renderApp(url);
  return server;
}

/** Draws on the pad and presses the submit button. */
async function signOnPad() {
  const button = await screen.findByRole('button', { name: 'Sign 2 documents' });
  drawOn();
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

describe('public signing page (sign.doc-order)', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('shows what is to be signed, signs with the token and the hash, and says it is done', async () => {
    server = open({ [SHOW]: ok({ data: publicPreview() }), [SIGN]: ok({ data: result }) });
    expect(await screen.findByRole('heading', { name: 'Review and sign order #41' })).toBeTruthy();
    expect(screen.getByText('Margaret A Ellison · DOB 03/14/1948')).toBeTruthy();
    expect(screen.getByText(/Bennett Family Practice asks Dr. Olivia Bennett to review and sign the 2 documents below/)).toBeTruthy();
    expect(screen.getByText('Certificate of Medical Necessity')).toBeTruthy();
    expect(screen.getByText(/I order the items listed\./)).toBeTruthy();
    await signOnPad();

    const done = await screen.findByRole('status');
    expect(within(done).getByRole('heading', { name: 'Thank you: the documents are signed.' })).toBeTruthy();
    expect(within(done).getByText(/Order #41 is now CMN Received/)).toBeTruthy();
    expect(within(done).getAllByRole('listitem')).toHaveLength(2);
    const post = server.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ signature: DRAWN_PNG, content_hash: HASH, token: TOKEN });
    // A stranger's page: no session, no bearer.
    expect(post.authorization).toBeNull();
  });

  it('says an expired link can no longer be used (410), in words a stranger understands', async () => {
    server = open({ [SHOW]: fail(410, 'This signing link has expired.') });
    expect(await screen.findByRole('heading', { name: 'This signing link has expired.' })).toBeTruthy();
    expect(screen.getByText(/ask the practice to send a new link/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Your signature' })).toBeNull();
  });

  it('a used link found on submit (410) and an unknown link (404) end the page', async () => {
    server = open({ [SHOW]: ok({ data: publicPreview() }), [SIGN]: fail(410, 'This signing link has already been used.') });
    await signOnPad();
    expect(await screen.findByRole('heading', { name: 'This signing link has already been used.' })).toBeTruthy();
    server.restore();

    server = open(
      { [`GET /api/sign/doc-order/3/42?token=${TOKEN}`]: fail(404, 'This signing link is not valid.') },
      `/sign/doc-order/3/42?token=${TOKEN}`,
    );
    expect(await screen.findByRole('heading', { name: 'This signing link is not valid.' })).toBeTruthy();
  });

  it('when nothing waits to be signed: says so on opening, and after a 409 on submit', async () => {
    let shows = 0;
    server = open({
      [SHOW]: () => ({
        status: 200,
        data: {
          data:
            ++shows === 1
              ? publicPreview()
              : publicPreview({
                  action: null,
                  can_sign: false,
                  documents: [],
                  reason: 'The order is in CMN Received: nothing waits for a signature.',
                }),
        },
      }),
      [SIGN]: fail(409, 'The order is in CMN Received: nothing waits for a signature.'),
    });
    await signOnPad();
    expect(await screen.findByRole('heading', { name: 'Nothing to sign' })).toBeTruthy();
    expect(screen.getByText('The order is in CMN Received: nothing waits for a signature.')).toBeTruthy();
  });

  it("shows the server's error for a missing signature under the pad and keeps the page", async () => {
    server = open({
      [SHOW]: ok({ data: publicPreview() }),
      [SIGN]: fail(422, 'The given data was invalid.', { signature: ['The signature is required.'] }),
    });
    await signOnPad();
    expect(await screen.findByText('The signature is required.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Review and sign order #41' })).toBeTruthy();
  });

  it('a link without a well-formed token is not valid, without asking the server', async () => {
    server = open({}, '/sign/doc-order/3/41');
    expect(await screen.findByRole('heading', { name: 'This signing link is not valid.' })).toBeTruthy();
    expect(server.requests.filter((r) => r.url.startsWith('/api/sign/'))).toHaveLength(0);
  });
});
