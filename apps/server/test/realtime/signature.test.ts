import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { channelAuthSignature, createRealtime, verifyChannelAuth } from '../../src/realtime';

describe('channel authorisation signature', () => {
  it("reproduces Pusher's documented test vector", () => {
    expect(channelAuthSignature('278d425bdf160c739803', '7ad3773142a6692b25b8', '1234.1234', 'private-foobar')).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });

  it('signs "<socket_id>:<channel_name>:<channel_data>" on presence channels, as the Pusher docs say', () => {
    const channelData = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}';
    const expected = createHmac('sha256', '7ad3773142a6692b25b8').update(`1234.1234:presence-foobar:${channelData}`).digest('hex');
    expect(channelAuthSignature('278d425bdf160c739803', '7ad3773142a6692b25b8', '1234.1234', 'presence-foobar', channelData)).toBe(
      `278d425bdf160c739803:${expected}`,
    );
  });

  it('verifies only the exact signature for the same socket, channel and channel data', () => {
    const auth = channelAuthSignature('k', 's', '1.2', 'private-a');
    expect(verifyChannelAuth('k', 's', auth, '1.2', 'private-a')).toBe(true);
    expect(verifyChannelAuth('k', 's', auth, '1.3', 'private-a')).toBe(false);
    expect(verifyChannelAuth('k', 's', auth, '1.2', 'private-b')).toBe(false);
    expect(verifyChannelAuth('k', 'other', auth, '1.2', 'private-a')).toBe(false);
    expect(verifyChannelAuth('k', 's', auth.slice(0, -1), '1.2', 'private-a')).toBe(false);
    expect(verifyChannelAuth('k', 's', '', '1.2', 'private-a')).toBe(false);
    const presence = channelAuthSignature('k', 's', '1.2', 'presence-a', '{"user_id":"1"}');
    expect(verifyChannelAuth('k', 's', presence, '1.2', 'presence-a', '{"user_id":"2"}')).toBe(false);
  });

  it('authorize() signs private and presence channels and rejects inputs that would weaken the signature', () => {
    const realtime = createRealtime({ key: 'k', secret: 's' });
    expect(realtime.authorize('1.2', 'private-a')).toEqual({ auth: channelAuthSignature('k', 's', '1.2', 'private-a') });
    const data = JSON.stringify({ user_id: 'u1', user_info: { name: 'U' } });
    expect(realtime.authorize('1.2', 'presence-a', data)).toEqual({
      auth: channelAuthSignature('k', 's', '1.2', 'presence-a', data),
      channel_data: data,
    });
    // A ':' in the client-supplied socket id could make one signed string mean another pair.
    expect(() => realtime.authorize('1.2:private-b', 'private-a')).toThrow(/socket id/);
    expect(() => realtime.authorize('1.2', 'public-a')).toThrow(/public/);
    expect(() => realtime.authorize('1.2', 'presence-a')).toThrow(/channel_data/);
    expect(() => realtime.authorize('1.2', 'presence-a', '{"user_info":{}}')).toThrow(/channel_data/);
    expect(() => realtime.authorize('1.2', 'private-a', data)).toThrow(/presence channels only/);
    expect(() => realtime.authorize('1.2', 'private-a b')).toThrow(/channel name/);
  });
});
