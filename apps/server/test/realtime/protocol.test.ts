import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createRealtime } from '../../src/realtime';
import { KEY, SECRET, connectPusher, connected, eventually, rawClient, runCleanups, startServer } from './helpers';

afterEach(runCleanups);

describe('realtime protocol details (bare WebSocket client)', () => {
  it('sends connection_established with data as a JSON string', async () => {
    const { port } = await startServer();
    const client = rawClient(port);
    const frame = await client.next('pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    const data = JSON.parse(frame.data as string) as { socket_id: string; activity_timeout: number };
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(120);
  });

  it('refuses an unknown app key with pusher:error 4001 and close code 4001', async () => {
    const { port, realtime } = await startServer();
    const client = rawClient(port, '/app/wrong-key?protocol=7&client=js&version=8.6.0&flash=false');
    const frame = await client.next('pusher:error');
    expect(frame.data).toMatchObject({ code: 4001 });
    expect((await client.closed).code).toBe(4001);
    expect(realtime.stats().connections).toBe(0);
  });

  it('refuses an unsupported protocol version with 4007', async () => {
    const { port } = await startServer();
    const client = rawClient(port, `/app/${KEY}?protocol=3`);
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4007 });
    expect((await client.closed).code).toBe(4007);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { port } = await startServer();
    const client = rawClient(port);
    await client.next('pusher:connection_established');
    client.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    expect((await client.next('pusher:pong')).event).toBe('pusher:pong');
  });

  it('answers malformed, oversize, binary and client-event messages with pusher:error and keeps the socket open', async () => {
    const { port } = await startServer();
    const client = rawClient(port);
    await client.next('pusher:connection_established');

    client.ws.send('{not json');
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4200, message: 'Invalid JSON' });

    client.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'x'.repeat(11 * 1024) } }));
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4200, message: 'Message too large' });

    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4200 });

    client.ws.send(JSON.stringify([1, 2]));
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4200 });

    client.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'bad name!' } }));
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4200 });

    client.ws.send(JSON.stringify({ event: 'client-typing', channel: 'private-allowed.a', data: {} }));
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4301 });

    client.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await client.next('pusher:pong');
    expect(client.ws.readyState).toBe(client.ws.OPEN);
  });

  it('refuses a private subscription without auth with both error frames', async () => {
    const { port } = await startServer();
    const client = rawClient(port);
    await client.next('pusher:connection_established');
    client.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-allowed.a' } }));
    expect(await client.next('pusher:subscription_error')).toEqual({
      event: 'pusher:subscription_error',
      channel: 'private-allowed.a',
      data: { type: 'AuthError', error: 'The connection is unauthorized.', status: 4009 },
    });
    expect(await client.next('pusher:error')).toEqual({
      event: 'pusher:error',
      data: { code: 4009, message: 'The connection is unauthorized.' },
    });
  });

  it('sends presence subscription data as a JSON string in the documented shape', async () => {
    const { port, realtime } = await startServer();
    const client = rawClient(port);
    const established = await client.next('pusher:connection_established');
    const socketId = (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
    const signed = realtime.authorize(socketId, 'presence-x', JSON.stringify({ user_id: 42, user_info: { n: 1 } }));
    client.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'presence-x', ...signed } }));
    const frame = await client.next('pusher_internal:subscription_succeeded');
    expect(frame.channel).toBe('presence-x');
    expect(JSON.parse(frame.data as string)).toEqual({ presence: { ids: ['42'], hash: { '42': { n: 1 } }, count: 1 } });
  });

  it('pings an idle client and drops it when no pong comes back', async () => {
    const { port, realtime } = await startServer({ activityTimeoutSeconds: 0.3, pongTimeoutSeconds: 0.3 });
    const client = rawClient(port);
    await client.next('pusher:connection_established');
    // The bare client ignores the ping, as a dead peer would.
    await client.next('pusher:ping', 2000);
    expect((await client.closed).code).toBe(4201);
    await eventually(() => realtime.stats().connections === 0);
  });

  it('keeps a client that answers the ping', async () => {
    const { port, realtime } = await startServer({ activityTimeoutSeconds: 0.2, pongTimeoutSeconds: 0.5 });
    const client = rawClient(port);
    await client.next('pusher:connection_established');
    // Five rounds take about 1 s, longer than the 0.7 s after which a silent client is dropped.
    for (let i = 0; i < 5; i++) {
      await client.next('pusher:ping', 2000);
      client.ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
    }
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    expect(realtime.stats().connections).toBe(1);
  });

  it('closes every socket when the app closes', async () => {
    const { app, port, realtime } = await startServer();
    const client = rawClient(port);
    await client.next('pusher:connection_established');
    const pusher = connectPusher(port);
    await connected(pusher);
    expect(realtime.stats().connections).toBe(2);
    await app.close();
    expect((await client.closed).code).toBe(1001);
    expect(realtime.stats().connections).toBe(0);
  });

  it('reuses a @fastify/websocket registered by the server, and refuses a second register()', async () => {
    const app = Fastify();
    await app.register(import('@fastify/websocket'));
    const realtime = createRealtime({ key: KEY, secret: SECRET });
    await realtime.register(app);
    await expect(realtime.register(app)).rejects.toThrow(/already/);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const client = rawClient(address.port);
    await client.next('pusher:connection_established');
    await app.close();
  });

  it('rejects invalid broadcast() input instead of sending something clients would misread', async () => {
    const realtime = createRealtime({ key: KEY, secret: SECRET });
    await expect(realtime.broadcast('bad name', 'e', {})).rejects.toThrow(/channel name/);
    await expect(realtime.broadcast('ok', 'pusher:error', {})).rejects.toThrow(/event name/);
    await expect(realtime.broadcast('ok', 'event', undefined)).resolves.toBeUndefined();
  });
});
