import { useCallback, useEffect, useRef, useState } from 'react';
import { SUCCESS_FLAG_MS } from '../defaults';

/** After a successful submit: `markSuccess()` sets the flag, which resets by itself 2000 ms later (foundation §5). */
export function useSuccessFlag(duration: number = SUCCESS_FLAG_MS) {
  const [isSuccess, setSuccess] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setSuccess(false);
  }, []);
  const markSuccess = useCallback(() => {
    clearTimeout(timer.current);
    setSuccess(true);
    timer.current = setTimeout(() => setSuccess(false), duration);
  }, [duration]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { isSuccess, markSuccess, reset };
}
