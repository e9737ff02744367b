import { useId } from 'react';
import { ProductImage } from '../../catalogue';

interface Props {
  /** The variant's name ("Large / Antique"), for the group's accessible name. */
  label: string;
  /** The product's pictures: a variant shows one of them. */
  images: readonly string[];
  /** The chosen picture's URL, '' for the product's main picture. */
  value: string;
  onChange: (image: string) => void;
}

const CHOICE = 'relative block size-10 shrink-0 cursor-pointer overflow-hidden rounded-md border-2 border-sand bg-white has-[:checked]:border-rose-deep has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose/40';

/**
 * A variant's picture chosen by looking at it: a radio group of the product's thumbnails (the
 * arrow keys move between them), the first choice meaning the product's main picture.
 */
export function VariantPicturePicker({ label, images, value, onChange }: Props) {
  const name = useId();
  return (
    <fieldset className="flex w-22 flex-wrap gap-1.5">
      <legend className="sr-only">Picture of {label}</legend>
      <label className={`${CHOICE} grid place-items-center text-[10px] leading-tight font-semibold text-ink-muted`}>
        <input type="radio" name={name} className="sr-only" checked={value === ''} onChange={() => onChange('')} />
        <span className="sr-only">Product's main picture</span>
        <span aria-hidden="true">Main</span>
      </label>
      {images.map((src, index) => (
        <label key={src} className={CHOICE}>
          <input type="radio" name={name} className="sr-only" checked={value === src} onChange={() => onChange(src)} />
          <ProductImage src={src} alt={`Picture ${index + 1}`} sizes="40px" width={40} height={40} className="size-full object-cover" />
        </label>
      ))}
    </fieldset>
  );
}
