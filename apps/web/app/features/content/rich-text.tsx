import { answerParts } from './faqs/faq-data';
import { LINK_CLASS, PageLink } from './prose';

/** Text with `[label](target)` links: shop paths become router links, mailto:/tel: plain anchors. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {answerParts(text).map((part, index) => {
        if (!part.href) return <span key={index}>{part.text}</span>;
        if (part.href.startsWith('/')) {
          return (
            <PageLink key={index} to={part.href}>
              {part.text}
            </PageLink>
          );
        }
        return (
          <a key={index} href={part.href} className={`${LINK_CLASS} ${part.href.startsWith('mailto:') ? 'break-words' : 'whitespace-nowrap'}`}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}
