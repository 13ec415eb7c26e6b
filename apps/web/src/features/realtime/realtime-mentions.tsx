import { useEffect } from 'react';
import { appNavigate } from '../../lib/navigation';
import { connectRealtime, type RealtimeConnection } from './realtime-client';
import { NOTE_MENTION_EVENT, showNoteMention, userChannel } from './mentions';

export interface RealtimeMentionsProps {
  userId: number;
  /** Tests inject a fake connection. */
  connect?: () => RealtimeConnection;
}

/** Doctors: listens on their private channel and shows a link toast for each note mention. */
export function RealtimeMentions({ userId, connect = connectRealtime }: RealtimeMentionsProps) {
  useEffect(() => {
    const connection = connect();
    const stop = connection.listen(userChannel(userId), NOTE_MENTION_EVENT, (data: unknown) => {
      showNoteMention(data, appNavigate);
    });
    return () => {
      stop();
      connection.disconnect();
    };
  }, [userId, connect]);
  return null;
}
