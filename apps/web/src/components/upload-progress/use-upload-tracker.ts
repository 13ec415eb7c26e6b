import { useRef, useState } from 'react';
import type { UploadProgressEvent, UploadTracking } from '../../lib/upload';

/**
 * The state of one form's upload: `start()` before the call (its result goes to the upload), `stop()` after it;
 * `progress` is null when nothing is being sent. `cancel()` aborts the call (it fails with a cancel, not an error).
 */
export function useUploadTracker() {
  const [progress, setProgress] = useState<UploadProgressEvent | null>(null);
  const controller = useRef<AbortController | null>(null);
  const start = (): UploadTracking => {
    controller.current?.abort();
    const next = new AbortController();
    controller.current = next;
    setProgress({ loaded: 0, total: 0 });
    return {
      onProgress: (p) => {
        if (!next.signal.aborted) setProgress(p);
      },
      signal: next.signal,
    };
  };
  const stop = () => {
    controller.current = null;
    setProgress(null);
  };
  const cancel = () => {
    controller.current?.abort();
    stop();
  };
  return { progress, start, stop, cancel };
}
