import { useEffect, useRef, useState, type ComponentType, type PointerEvent, type ReactNode, type RefObject } from 'react';

/** What the stand-in button does: fetch the control's code when a shopper heads for it, open it on a click. */
export interface StandInHandlers {
  ref: RefObject<HTMLButtonElement | null>;
  onPointerEnter: () => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
  onClick: () => void;
}

/** What a control loaded on demand takes: `defaultOpen` opens it at once when the shopper already clicked. */
export type OnDemandProps<P> = P & { defaultOpen?: boolean };

export interface OnDemandControlProps<P extends object> {
  /** Loads the real control. Keep it at module level: a loaded control is remembered by its loader. */
  load: () => Promise<ComponentType<OnDemandProps<P>>>;
  /** The trigger as it looks before its code is here: the same look, name and role. */
  standIn: (handlers: StandInHandlers) => ReactNode;
  /** What the real control takes besides `defaultOpen`. */
  controlProps: P;
}

const loaded = new Map<unknown, unknown>();

/**
 * A control (the header's menu, search overlay and account menu; a phone's list Filters and Sort)
 * whose code — with its dialog or dropdown library — arrives only when a shopper heads for it:
 * pointing at it, touching or focusing it. Until then a plain button stands in, so the first page a
 * phone opens carries none of it. A click before the code is here opens the control as soon as it
 * arrives.
 */
export function OnDemandControl<P extends object>({ load, standIn, controlProps }: OnDemandControlProps<P>) {
  const [Control, setControl] = useState(() => (loaded.get(load) as ComponentType<OnDemandProps<P>> | undefined) ?? null);
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
        <Control {...controlProps} defaultOpen={openAtOnce} />
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
      (error: unknown) => console.error('A control could not be loaded', error),
    );
  };
  return standIn({
    ref: standInButton,
    onPointerEnter: fetchControl,
    onPointerDown: (event) => {
      // A press opens it: when the code arrives between the press and the release, the stand-in is
      // gone before the release, and its click never comes (nor reaches the real trigger). The
      // primary button without Ctrl, as Radix's dropdown trigger opens (seen twice in CI's journeys).
      if (event.button === 0 && !event.ctrlKey) setOpenAtOnce(true);
      fetchControl();
    },
    onFocus: fetchControl,
    onClick: () => {
      setOpenAtOnce(true);
      fetchControl();
    },
  });
}
