import { useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';

/** What the stand-in button does: fetch the control's code when a shopper heads for it, open it on a click. */
export interface StandInHandlers {
  ref: RefObject<HTMLButtonElement | null>;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onClick: () => void;
}

export interface OnDemandControlProps {
  /** Loads the real control; it takes `defaultOpen` to open at once when the shopper already clicked. */
  load: () => Promise<ComponentType<{ defaultOpen?: boolean }>>;
  /** The trigger as it looks before its code is here: the same look, name and role. */
  standIn: (handlers: StandInHandlers) => ReactNode;
}

const loaded = new Map<OnDemandControlProps['load'], ComponentType<{ defaultOpen?: boolean }>>();

/**
 * A header control (menu, search overlay, account menu) whose code — with its dialog or dropdown
 * library — arrives only when a shopper heads for it: pointing at it, touching or focusing it.
 * Until then a plain button stands in, so the first page a phone opens carries none of it.
 * A click before the code is here opens the control as soon as it arrives.
 */
export function OnDemandControl({ load, standIn }: OnDemandControlProps) {
  const [Control, setControl] = useState(() => loaded.get(load) ?? null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [refocus, setRefocus] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const standInButton = useRef<HTMLButtonElement>(null);

  // A keyboard user on the stand-in stays on the control when the real trigger replaces it.
  useEffect(() => {
    if (Control && refocus && !openAtOnce) wrapper.current?.querySelector('button')?.focus();
  }, [Control, refocus, openAtOnce]);

  if (Control) {
    return (
      <span ref={wrapper} className="contents">
        <Control defaultOpen={openAtOnce} />
      </span>
    );
  }

  const fetchControl = () => {
    load().then(
      (component) => {
        loaded.set(load, component);
        setRefocus(standInButton.current !== null && document.activeElement === standInButton.current);
        setControl(() => component);
      },
      (error: unknown) => console.error('A header control could not be loaded', error),
    );
  };
  return standIn({
    ref: standInButton,
    onPointerEnter: fetchControl,
    onPointerDown: fetchControl,
    onFocus: fetchControl,
    onClick: () => {
      setOpenAtOnce(true);
      fetchControl();
    },
  });
}
