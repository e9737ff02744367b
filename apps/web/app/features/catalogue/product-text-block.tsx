import { parseProductText } from './product-text';

/**
 * A multi-line product text (storefront §3) with its line breaks kept: 'Label: value' runs become a
 * definition list, other lines paragraphs.
 */
export function ProductTextBlock({ text, className = '' }: { text: string; className?: string }) {
  const blocks = parseProductText(text);
  if (blocks.length === 0) return null;
  return (
    <div className={`space-y-4 text-[0.9375rem] leading-relaxed text-charcoal-soft ${className}`}>
      {blocks.map((block, i) =>
        block.kind === 'pairs' ? (
          <dl key={i} className="divide-y divide-sand/70 overflow-hidden rounded-xl border border-sand/70 bg-white">
            {block.pairs.map((pair, j) => (
              <div key={j} className="grid grid-cols-[minmax(7rem,35%)_1fr] gap-3 px-4 py-2.5 text-sm">
                <dt className="font-medium text-ink-muted">{pair.label}</dt>
                <dd className="text-charcoal">{pair.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p key={i}>
            {block.lines.map((line, j) => (
              <span key={j}>
                {j > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
