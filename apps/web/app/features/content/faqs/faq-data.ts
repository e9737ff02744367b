import { CONTACT_HOURS, formatIndianPhone, phoneHref, POLICY } from '@dhatu/domain';
import type { ShopSettings } from '../../app-data';
import { FACTS, freeShippingSentence } from '../policy-facts';

/**
 * An answer is plain text in which `[label](target)` becomes a link: a path inside the shop,
 * mailto: or tel:. Plain text lets the same answers feed the page and its FAQPage JSON-LD.
 */
export interface Faq {
  /** Stable id for the accordion item and its anchor. */
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  faqs: Faq[];
}

export const FAQ_META = {
  title: 'FAQs',
  description: `Answers on ordering, Cash on Delivery, shipping times, returns, refunds, ${POLICY.silverPurity} silver, care and custom orders.`,
};

const mail = (email: string) => `[${email}](mailto:${email})`;
const tel = (phone: string) => `[${formatIndianPhone(phone)}](${phoneHref(phone)})`;

/** The four categories of account §2, answered with the §9 figures and the shop's own contacts. */
export function faqCategories(s: Pick<ShopSettings, 'email' | 'phone' | 'shippingFee' | 'freeShippingThreshold'>): FaqCategory[] {
  return [
    {
      id: 'ordering-and-payment',
      title: 'Ordering & Payment',
      faqs: [
        {
          id: 'how-to-order',
          question: 'How do I place an order?',
          answer: 'Add pieces to your cart, sign in with your mobile number and the one-time code we send by SMS, choose your delivery address and place the order. You can follow it in [My Orders](/orders).',
        },
        {
          id: 'payment-methods',
          question: 'Which payment methods do you accept?',
          answer: 'Cash on Delivery, available only for addresses in India, with no extra fee. Online payment by UPI, card and net banking runs through a secure payment partner whenever it is switched on at checkout. All prices are in INR only.',
        },
        {
          id: 'cod-fee',
          question: 'Is there a charge for Cash on Delivery?',
          answer: 'No. You pay exactly the order total shown at checkout — there is no COD fee.',
        },
        {
          id: 'change-or-cancel',
          question: 'Can I change or cancel my order?',
          answer: `Yes, within ${FACTS.changeOrCancel} of placing it. Call ${tel(s.phone)} or write to ${mail(s.email)} with your order number. After that your piece is already being finished; see the [Cancellation Policy](/cancel).`,
        },
        {
          id: 'gift-wrapping',
          question: 'Do you offer gift wrapping?',
          answer: `Yes, at an extra charge that we confirm before wrapping. Write to us within ${FACTS.changeOrCancel} of ordering with your order number and the message for the card.`,
        },
        {
          id: 'invoice',
          question: 'Will I get a GST invoice?',
          answer: 'Yes. Every order has an invoice you can download from its page in [My Orders](/orders).',
        },
      ],
    },
    {
      id: 'shipping-and-returns',
      title: 'Shipping & Returns',
      faqs: [
        {
          id: 'shipping-cost',
          question: 'Do you charge for shipping?',
          answer: freeShippingSentence(s),
        },
        {
          id: 'delivery-time',
          question: 'How long will my order take to arrive?',
          answer: `Each piece is finished and packed by hand, so orders are dispatched within ${FACTS.dispatch}. After dispatch, delivery takes ${FACTS.delivery}. More on the [Ordering & Product Information](/shipping) page.`,
        },
        {
          id: 'international',
          question: 'Do you ship outside India?',
          answer: 'Not yet. We deliver to serviceable pincodes across India, and accept payment in INR only.',
        },
        {
          id: 'lost-parcel',
          question: 'What if my parcel is lost?',
          answer: `If your parcel has not reached you ${FACTS.lostParcelDays} after dispatch and the courier cannot trace it, we refund the full amount after ${FACTS.lostParcelDays} — or send the piece again if you prefer.`,
        },
        {
          id: 'returns',
          question: 'Can I return a piece?',
          answer: `Yes. We offer a ${FACTS.returnWindow} for unused items that are not customised. Request the return within ${FACTS.returnRequest} and share a repacking video of the piece. See the [Returns Policy](/returnpolicy).`,
        },
        {
          id: 'refund-time',
          question: 'How long do refunds take?',
          answer: `Refunds are processed within ${FACTS.refund}: prepaid orders go back to your original payment method within ${FACTS.prepaidRefund}, and Cash on Delivery orders are refunded by bank transfer within ${FACTS.codRefund}.`,
        },
      ],
    },
    {
      id: 'materials-and-craftsmanship',
      title: 'Materials & Craftsmanship',
      faqs: [
        {
          id: 'silver-purity',
          question: 'Is your silver real silver?',
          answer: `Yes. Our silver is sterling silver of ${POLICY.silverPurity} purity — never plated.`,
        },
        {
          id: 'handmade',
          question: 'Are the pieces really handmade?',
          answer: 'Yes. They are cast, beaten, engraved and polished by artisans in small workshops. Slight differences in size, weight and finish are part of every handmade piece.',
        },
        {
          id: 'tarnish',
          question: 'Why is my silver or brass darkening?',
          answer: 'Real silver and brass react slowly with air and moisture — a sign of genuine metal. A soft polishing cloth brings silver back, and a gentle tamarind or lemon paste brightens brass. See [Product Care](/productcare).',
        },
        {
          id: 'brass-skin',
          question: 'Will brass jewellery mark my skin?',
          answer: 'Brass can leave a faint green mark on some skin when it meets sweat or water. It is harmless and washes off. Keep pieces dry and wipe them after wearing.',
        },
        {
          id: 'aluminium-wood-care',
          question: 'How do I clean aluminium and wooden pieces?',
          answer: 'Aluminium: mild soap and a soft sponge, then dry at once — no steel wool or dishwasher. Wood: a soft dry cloth, never soaking, and a little food-safe oil now and then.',
        },
      ],
    },
    {
      id: 'custom-orders',
      title: 'Custom Orders',
      faqs: [
        {
          id: 'custom-possible',
          question: 'Do you make custom pieces?',
          answer: `Yes — engraving names or dates, a different size, or a design made to your idea. Tell us what you have in mind through the [contact form](/contact) or at ${mail(s.email)}, with photos if you have them.`,
        },
        {
          id: 'custom-time',
          question: 'How long does a custom order take, and what does it cost?',
          answer: 'It depends on the piece. We confirm the price and the dispatch date in writing before any work begins, and nothing is charged until you agree.',
        },
        {
          id: 'custom-returns',
          question: 'Can I return or cancel a customised piece?',
          answer: `You can cancel within ${FACTS.changeOrCancel} of ordering. After that work begins, and customised pieces cannot be returned or exchanged unless they arrive damaged or defective.`,
        },
        {
          id: 'bulk-gifting',
          question: 'Do you take bulk and corporate gifting orders?',
          answer: `Yes — for weddings, festivals and corporate gifts. Write to ${mail(s.email)} or call ${tel(s.phone)} (${CONTACT_HOURS}) with the quantity and the date you need them by.`,
        },
      ],
    },
  ];
}

export interface TextPart {
  text: string;
  /** Set for a link. */
  href?: string;
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits an answer into text and link parts. */
export function answerParts(answer: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of answer.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: answer.slice(last, match.index) });
    parts.push({ text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < answer.length) parts.push({ text: answer.slice(last) });
  return parts;
}

/** The answer as plain text (links become their labels), for JSON-LD. */
export function answerText(answer: string): string {
  return answerParts(answer).map((part) => part.text).join('');
}

/** schema.org FAQPage for search engines: the accordion only renders open answers into the HTML. */
export function faqJsonLd(categories: FaqCategory[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: categories.flatMap((category) =>
      category.faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: answerText(faq.answer) },
      })),
    ),
  };
}
