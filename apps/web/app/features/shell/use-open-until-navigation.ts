import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state for a menu, sheet or overlay that must close whenever the page navigates
 * (including a link to the page already shown). Adjusts state during render, as React advises,
 * instead of an effect that would paint one frame with the stale menu still open.
 */
export function useOpenUntilNavigation(initiallyOpen = false) {
  const { key } = useLocation();
  const [open, setOpen] = useState(initiallyOpen);
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    setOpen(false);
  }
  return [open, setOpen] as const;
}
