import { z } from 'zod';
import { endpoint } from '../endpoint';

export const broadcastingAuth = endpoint({
  method: 'POST',
  path: '/broadcasting/auth',
  access: 'authenticated',
  summary: 'Authorises a private or presence channel for the realtime socket (Pusher protocol signature).',
  body: z.object({
    socket_id: z.string().regex(/^\d+\.\d+$/, 'The socket id is invalid.'),
    channel_name: z.string().regex(/^(private|presence)-[\w.\-=@,;]+$/, 'The channel name is invalid.').max(164),
  }),
  response: z.object({ auth: z.string(), channel_data: z.string().optional() }),
});

export const deploymentManifest = endpoint({
  method: 'GET',
  path: '/manifest.json',
  access: 'public',
  summary: "The built web app's manifest; the client compares its entry script with the loaded one.",
});

export const systemEndpoints = [broadcastingAuth, deploymentManifest] as const;
