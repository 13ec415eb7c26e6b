import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok } from '../helpers';
import { makePublicQuiz } from './support';

const TOKEN = 'q7Hd2_xK9LwPzA4vNb8TyRc3';
const PAGE = `/signed/5/order/41?token=${TOKEN}`;
const SHOW = `GET /api/signed/5/order/41?token=${TOKEN}`;
const SUBMIT = 'POST /api/signed/5/order/41';

function open(routes: Record<string, FakeHandler>, url = PAGE) {
  const server = installFakeServer(routes);
  const app = renderApp(url);
  return { server, app };
}

const answer = (question: RegExp, value: 'Yes' | 'No') =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: value }));

describe('public quiz page (signed.order)', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('greets the patient, takes every answer, sends them with the token and says thank you', async () => {
    const opened = open({ [SHOW]: ok({ data: makePublicQuiz() }), [SUBMIT]: ok({ data: makePublicQuiz() }) });
    server = opened.server;
    expect(await screen.findByRole('heading', { name: 'Hello Margaret,' })).toBeTruthy();
    expect(screen.getByText(/Sunrise Medical Supply is preparing your order #41/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home oxygen' })).toBeTruthy();
    // The token leaves the address bar; the page keeps working with it.
    await waitFor(() => expect(opened.app.router.state.location.search).toBe(''));

    // Required questions left open are pointed out, nothing is sent.
    answer(/^Obstructive sleep apnea/, 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('3 questions still need an answer.')).toBeTruthy();
    expect(screen.getAllByText('Please answer this question.')).toHaveLength(3);
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    answer(/^AHI\/RDI/, 'Yes');
    answer(/^A face-to-face evaluation/, 'No');
    answer(/^An arterial blood gas/, 'Yes');
    answer(/^The patient needs a portable system/, 'No');
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));

    const done = await screen.findByRole('status');
    expect(within(done).getByRole('heading', { name: 'Thank you! Your answers were sent.' })).toBeTruthy();
    expect(within(done).getByText(/Sunrise Medical Supply has your answers for order #41/)).toBeTruthy();
    const post = server.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      token: TOKEN,
      items: [
        { common_id: 71, answers: { sleep_test: true, ahi_criteria: true, face_to_face: false } },
        { common_id: 72, answers: { qualifying_test: true, portable_needed: false } },
      ],
    });
    // A stranger's page: no session, no bearer.
    expect(post.authorization).toBeNull();
  });

  it('says a used or expired link (410) can no longer be used', async () => {
    server = open({ [SHOW]: fail(410, 'This link has already been used.') }).server;
    expect(await screen.findByRole('heading', { name: 'This link has already been used.' })).toBeTruthy();
    expect(screen.getByText(/ask them to send a new link/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send answers' })).toBeNull();
  });

  it('a link used up meanwhile (410 on submit) ends the page', async () => {
    const quiz = makePublicQuiz({ items: [makePublicQuiz().items[1]!] });
    server = open({ [SHOW]: ok({ data: quiz }), [SUBMIT]: fail(410, 'This link has been replaced by a newer one.') }).server;
    await screen.findByRole('heading', { name: 'Home oxygen' });
    answer(/^An arterial blood gas/, 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('heading', { name: 'This link has been replaced by a newer one.' })).toBeTruthy();
  });

  it('an unknown link (404) is not valid', async () => {
    server = open(
      { [`GET /api/signed/5/order/42?token=${TOKEN}`]: fail(404, 'This link is not valid.') },
      `/signed/5/order/42?token=${TOKEN}`,
    ).server;
    expect(await screen.findByRole('heading', { name: 'This link is not valid.' })).toBeTruthy();
    expect(screen.getByText(/Open the whole link from the e-mail/)).toBeTruthy();
  });

  it('a link without a token is not valid, without asking the server', async () => {
    server = open({}, '/signed/5/order/41').server;
    expect(await screen.findByRole('heading', { name: 'This link is not valid.' })).toBeTruthy();
    expect(server.requests.filter((r) => r.url.startsWith('/api/signed/'))).toHaveLength(0);
  });

  it('keeps the answers and offers to send again after a network error', async () => {
    let posts = 0;
    const quiz = makePublicQuiz({ items: [makePublicQuiz().items[1]!] });
    server = open({
      [SHOW]: ok({ data: quiz }),
      [SUBMIT]: () => (++posts === 1 ? { status: 503, data: { message: 'Service unavailable' } } : { status: 200, data: { data: quiz } }),
    }).server;
    await screen.findByRole('heading', { name: 'Home oxygen' });
    answer(/^An arterial blood gas/, 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText(/Your answers could not be sent/)).toBeTruthy();
    const yes = within(screen.getByRole('radiogroup', { name: /^An arterial blood gas/ })).getByRole('radio', { name: 'Yes' });
    expect(yes.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('heading', { name: 'Thank you! Your answers were sent.' })).toBeTruthy();
  });

  it('says the page could not be loaded when the server cannot be reached, and tries again', async () => {
    let shows = 0;
    server = open({
      [SHOW]: () => (++shows <= 2 ? { status: 502, data: { message: 'Bad gateway' } } : { status: 200, data: { data: makePublicQuiz() } }),
    }).server;
    expect(await screen.findByRole('heading', { name: 'The page could not be loaded.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello Margaret,' })).toBeTruthy();
  });
});
