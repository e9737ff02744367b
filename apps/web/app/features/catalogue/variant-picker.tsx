import { valueInStock } from '@dhatu/domain';
import { ProductImage } from './product-image';
import type { Product } from './types';

export interface VariantPickerProps {
  product: Product;
  chosen: readonly (string | null)[];
  onChoose: (optionIndex: number, value: string) => void;
}

/**
 * The picture of each value when this option is what the pictures show (a finish, say): every
 * variant with the value has the same picture, and the values' pictures differ. Null otherwise.
 */
function valueImages(product: Product, optionIndex: number): Map<string, string> | null {
  const option = product.options[optionIndex]!;
  const images = new Map<string, string>();
  for (const value of option.values) {
    const pictures = new Set(product.variants.filter((v) => v.values[optionIndex] === value).map((v) => v.image));
    const [image] = pictures;
    if (pictures.size !== 1 || !image) return null;
    images.set(value, image);
  }
  return new Set(images.values()).size > 1 ? images : null;
}

/**
 * One row of buttons per option (pictures when its variants have them). A value with no variant in
 * stock given the other choices is struck through and says so, but stays choosable: the shopper
 * sees it is sold out rather than wondering where it went.
 */
export function VariantPicker({ product, chosen, onChoose }: VariantPickerProps) {
  return (
    <div className="space-y-4">
      {product.options.map((option, index) => {
        const images = valueImages(product, index);
        const current = chosen[index];
        return (
          <fieldset key={option.name}>
            <legend className="mb-2 text-sm text-ink-muted">
              <span className="font-semibold text-charcoal">{option.name}</span>
              {current ? `: ${current}` : ''}
            </legend>
            <div className="flex flex-wrap gap-2">
              {option.values.map((value) => {
                const selected = current === value;
                const soldOut = !valueInStock(product.variants, chosen, index, value);
                const image = images?.get(value);
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={selected}
                    aria-label={soldOut ? `${value} (sold out)` : value}
                    onClick={() => onChoose(index, value)}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors ${
                      image ? 'py-1 pl-1' : ''
                    } ${
                      selected ? 'border-charcoal bg-charcoal text-white' : 'border-charcoal/25 bg-white text-charcoal hover:border-charcoal'
                    } ${soldOut ? 'text-ink-muted line-through decoration-2' : ''} ${soldOut && selected ? 'text-white/80' : ''}`}
                  >
                    {image && (
                      <span className="block size-9 shrink-0 overflow-hidden rounded-full bg-cream">
                        <ProductImage src={image} alt="" sizes="36px" className="size-full object-cover" />
                      </span>
                    )}
                    {value}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
