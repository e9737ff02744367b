import { chooseOptionMessage, findVariant, firstUnchosen } from '@dhatu/domain';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from './types';

type Variant = Product['variants'][number];

/** The choice the page opens on: the ?variant= of a shared link, else options with one value only. */
export function initialChoice(product: Product, variantId: string | null): (string | null)[] {
  const linked = variantId ? product.variants.find((v) => v._id === variantId) : undefined;
  if (linked) return [...linked.values];
  return product.options.map((option) => (option.values.length === 1 ? option.values[0]! : null));
}

/** What the page shows for a choice: the variant once every option is chosen, else what is still missing. */
export interface VariantChoice {
  chosen: (string | null)[];
  variant: Variant | null;
  /** 'Please choose a size' until every option is chosen; null then. */
  missing: string | null;
  choose: (optionIndex: number, value: string) => void;
}

/**
 * The product page's choice, kept in the URL as ?variant=<id> (replaced, not pushed) once it names
 * a variant, so a shared link opens the same choice and the server renders it. Partial choices live
 * in the page only. Products without options answer an empty choice.
 */
export function useVariantChoice(product: Product): VariantChoice {
  const [searchParams, setSearchParams] = useSearchParams();
  const [chosen, setChosen] = useState(() => initialChoice(product, searchParams.get('variant')));
  const variant = product.options.length > 0 ? findVariant(product.variants, chosen) : null;
  const unchosen = firstUnchosen(product.options, chosen);

  const choose = useCallback((optionIndex: number, value: string) => {
    const next = chosen.map((v, i) => (i === optionIndex ? value : v));
    const match = findVariant(product.variants, next);
    setChosen(next);
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (match) updated.set('variant', match._id);
      else updated.delete('variant');
      return updated;
    }, { replace: true, preventScrollReset: true });
  }, [chosen, product.variants, setSearchParams]);

  return { chosen, variant, missing: unchosen ? chooseOptionMessage(unchosen.name) : null, choose };
}
