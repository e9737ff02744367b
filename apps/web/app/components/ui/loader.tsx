import { DEFAULT_LOADER_SIZE, type LoaderSize } from '@dhatu/domain';

export interface LoaderProps {
  /** small, medium (default) or large. */
  size?: LoaderSize;
  /** Covers the whole viewport on a light grey background (route-level waits). */
  fullScreen?: boolean;
  /** Accessible name of the status region. */
  label?: string;
  className?: string;
}

const DOT_SIZE: Record<LoaderSize, string> = {
  small: 'size-1.5',
  medium: 'size-2.5',
  large: 'size-4',
};
const GAP: Record<LoaderSize, string> = { small: 'gap-1', medium: 'gap-1.5', large: 'gap-2' };
// Staggered starts make the three dots bounce one after another.
const DELAYS = ['[animation-delay:-0.32s]', '[animation-delay:-0.16s]', '[animation-delay:0s]'];

/** Bouncing rose-gold dots (storefront §9); fades in place instead when the visitor asks for less motion. */
export function Loader({ size = DEFAULT_LOADER_SIZE, fullScreen = false, label = 'Loading', className = '' }: LoaderProps) {
  const dots = (
    <span role="status" aria-label={label} className={`inline-flex items-center ${GAP[size]} ${fullScreen ? '' : className}`}>
      {DELAYS.map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className={`${DOT_SIZE[size]} rounded-full bg-rose animate-dot-bounce motion-reduce:animate-dot-fade ${delay}`}
        />
      ))}
    </span>
  );
  if (!fullScreen) return dots;
  return <div className={`fixed inset-0 z-50 flex items-center justify-center bg-mist ${className}`}>{dots}</div>;
}
