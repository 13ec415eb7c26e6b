import { afterEach, describe, expect, it } from 'vitest';
import { linkToastStore } from '../src/lib/notify';
import { authorizeChannel, realtimeOptions, showNoteMention, userChannel } from '../src/features/realtime';
import { installFakeServer } from './fake-server';
import { session } from '../src/lib/session';

describe('realtime client', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it("connects to this origin's Pusher endpoint with the spec's timeouts", () => {
    const options = realtimeOptions({ hostname: 'portal.example.com', port: '', protocol: 'https:' });
    expect(options).toMatchObject({
      cluster: 'us2',
      wsHost: 'portal.example.com',
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      activityTimeout: 120000,
      pongTimeout: 30000,
      unavailableTimeout: 10000,
    });
    expect(realtimeOptions({ hostname: '127.0.0.1', port: '18080', protocol: 'http:' })).toMatchObject({ wsPort: 18080, forceTLS: false });
  });

  it('authorises channels through POST /broadcasting/auth with the bearer', async () => {
    server = installFakeServer({ 'POST /broadcasting/auth': () => ({ status: 200, data: { auth: 'dme-portal:abc' } }) });
    session.setToken('main-1');
    const answer = await new Promise((resolve) => authorizeChannel({ socketId: '1.2', channelName: 'private-user.7' }, (error, data) => resolve({ error, data })));
    expect(answer).toEqual({ error: null, data: { auth: 'dme-portal:abc' } });
    expect(server.requests[0]).toMatchObject({ authorization: 'Bearer main-1', body: { socket_id: '1.2', channel_name: 'private-user.7' } });
  });

  it('hands a failed authorisation to pusher-js as an error (it then reports a subscription error)', async () => {
    server = installFakeServer({ 'POST /broadcasting/auth': () => ({ status: 403, data: { message: 'Forbidden' } }) });
    const answer = await new Promise<{ error: Error | null; data: unknown }>((resolve) =>
      authorizeChannel({ socketId: '1.2', channelName: 'private-user.8' }, (error, data) => resolve({ error, data })),
    );
    expect(answer.error).toBeInstanceOf(Error);
    expect(answer.data).toBeNull();
  });

  it("shows a doctor's note mention as a link toast to the order", () => {
    expect(userChannel(7)).toBe('private-user.7');
    const opened: string[] = [];
    showNoteMention({ order_id: 42, note_id: 3, author: 'Sam Rivera', excerpt: '@Olivia please sign' }, (to) => opened.push(to));
    expect(showNoteMention({ nope: true }, () => undefined)).toBeNull();
    const [toast] = linkToastStore.getState().notifications;
    expect(linkToastStore.getState().notifications).toHaveLength(1);
    expect(toast).toMatchObject({ title: 'Sam Rivera mentioned you in a note', autoClose: false });
  });
});
