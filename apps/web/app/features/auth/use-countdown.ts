import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a moment set with `start(seconds)`; 0 when none. Counted from the clock,
 * not from ticks, so a phone that slept or a throttled background tab still shows the right time.
 */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void, stop: () => void] {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        window.clearInterval(timer);
        setEndsAt(null);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(seconds > 0 ? current + seconds * 1000 : null);
  }, []);
  const stop = useCallback(() => setEndsAt(null), []);

  return [endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000)), start, stop];
}
