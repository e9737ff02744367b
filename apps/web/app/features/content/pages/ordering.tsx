import { POLICY } from '@dhatu/domain';
import { Gift, PackageCheck, PackageSearch, Truck } from 'lucide-react';
import type { PolicyDoc } from '../policy-page';
import { FACTS, freeShippingSentence, freeShippingShort } from '../policy-facts';
import { Bullets, MailLink, Note, P, PageLink, PhoneLink, Steps, Strong } from '../prose';

/** /ordering and /shipping: the same shipping & delivery page (account §2). */
export const orderingPage: PolicyDoc = {
  path: '/ordering',
  eyebrow: 'Shipping & delivery',
  title: 'Ordering & Product Information',
  description: `How to order, dispatch in ${FACTS.dispatch}, delivery in ${FACTS.delivery}, free shipping within India, lost parcels and what to expect from a handmade piece.`,
  intro: (s) => (
    <p>
      Everything that happens between tapping <em>Place Order</em> and a parcel from {s.shopName} reaching your door — and
      what to expect from a piece made by hand.
    </p>
  ),
  facts: (s) => [
    { icon: Truck, value: 'Free shipping', label: freeShippingShort(s) },
    { icon: PackageCheck, value: FACTS.dispatch, label: 'to dispatch your order' },
    { icon: PackageSearch, value: FACTS.delivery, label: 'for delivery after dispatch' },
    { icon: Gift, value: 'Gift wrapping', label: 'on request, at an extra charge' },
  ],
  sections: (s) => [
    {
      id: 'placing-an-order',
      title: 'Placing an order',
      body: (
        <Steps
          items={[
            <>Add the pieces you love to your cart. Prices are in Indian Rupees (INR) and already include taxes.</>,
            <>Sign in with your mobile number and the one-time code we send you by SMS — there is no password to remember.</>,
            <>Choose a saved address or add a new one. You can send the order to someone else and bill it to yourself.</>,
            <>
              Pay by <Strong>Cash on Delivery</Strong>, with no extra fee. The confirmation appears at once, and the order
              stays in <PageLink to="/orders">My Orders</PageLink> where you can follow it and download the invoice.
            </>,
          ]}
        />
      ),
    },
    {
      id: 'changes',
      title: 'Changing your order',
      body: (
        <P>
          You can change or cancel an order within <Strong>{FACTS.changeOrCancel}</Strong> of placing it — a different
          address, another size, one piece more or less. Call us on <PhoneLink phone={s.phone} /> or write to <MailLink email={s.email} /> with
          your order number. After {FACTS.changeOrCancel} the piece is already being finished for you; see the{' '}
          <PageLink to="/cancel">Cancellation Policy</PageLink>.
        </P>
      ),
    },
    {
      id: 'dispatch',
      title: `Dispatch in ${FACTS.dispatch}`,
      body: (
        <>
          <P>
            Every piece is polished, checked and packed by hand in our workshop, so orders are dispatched within{' '}
            <Strong>{FACTS.dispatch}</Strong>. Business days are Monday to Saturday, except public holidays.
          </P>
          <P>
            When your parcel leaves us, the order is marked <em>Shipped</em> in My Orders. An order of several pieces
            travels together in one box.
          </P>
        </>
      ),
    },
    {
      id: 'shipping-charges',
      title: 'Shipping charges',
      body: (
        <>
          <P>
            <Strong>{freeShippingSentence(s)}</Strong> The cart shows the exact amount before you place the order, and
            there are no charges at the door beyond the order total.
          </P>
          <P>
            We deliver to every serviceable pincode in India through trusted courier partners. We do not ship outside India
            at the moment.
          </P>
        </>
      ),
    },
    {
      id: 'delivery',
      title: `Delivery in ${FACTS.delivery}`,
      body: (
        <>
          <P>
            Once dispatched, parcels reach you in <Strong>{FACTS.delivery}</Strong>. Metro cities are usually at the quicker
            end; smaller towns and remote pincodes can take the full time.
          </P>
          <Bullets
            items={[
              <>Keep your phone at hand: the courier calls before delivering.</>,
              <>For Cash on Delivery, please keep the exact order amount ready.</>,
              <>If nobody is home, the courier tries again. A parcel that cannot be delivered comes back to us, and we call you to arrange it again.</>,
            ]}
          />
        </>
      ),
    },
    {
      id: 'lost-or-damaged',
      title: 'Lost or damaged parcels',
      body: (
        <>
          <P>
            Parcels are rarely lost, but it happens. If yours has not reached you <Strong>{FACTS.lostParcelDays}</Strong>{' '}
            after dispatch and the courier cannot trace it, we treat it as lost: we refund the full amount after{' '}
            {FACTS.lostParcelDays}, or send the piece again if you prefer and it is in stock.
          </P>
          <Note icon={PackageSearch} title="Record the unboxing">
            If a parcel arrives damaged, tell us within {POLICY.returnRequestWithinDays} days of receipt with photos, and
            keep the box. A short video of opening the parcel helps us settle it with the courier quickly.
          </Note>
        </>
      ),
    },
    {
      id: 'about-our-pieces',
      title: 'About our pieces',
      body: (
        <>
          <P>
            Our pieces are cast, beaten, engraved and polished by hand. Small differences in size, weight, colour and finish
            from one piece to the next are the marks of that work, not flaws — no two are quite alike.
          </P>
          <Bullets
            items={[
              <><Strong>Silver</Strong> is sterling silver of {POLICY.silverPurity} purity.</>,
              <><Strong>Brass</Strong> is solid brass, never plated, and deepens in colour with age.</>,
              <><Strong>Aluminium</Strong> pieces are hand-finished, light and rust-free.</>,
              <><Strong>Wood</Strong> comes from seasoned timber; grain and tone vary with every piece.</>,
              <>Dimensions and weights on the product page are measured by hand and may differ slightly. Colours can look a little different on screens.</>,
            ]}
          />
          <P>
            How to keep each metal beautiful is on the <PageLink to="/productcare">Product Care</PageLink> page.
          </P>
        </>
      ),
    },
    {
      id: 'gift-wrapping',
      title: 'Gift wrapping',
      body: (
        <P>
          Sending a gift? We can wrap your pieces with a note in your words, at an extra charge that we confirm before
          wrapping. Write to <MailLink email={s.email} /> within {FACTS.changeOrCancel} of ordering with your order number
          and the message for the card.
        </P>
      ),
    },
  ],
  related: [
    { to: '/payment', label: 'Payments Policy' },
    { to: '/returnpolicy', label: 'Returns Policy' },
    { to: '/cancel', label: 'Cancellation Policy' },
    { to: '/faqs', label: 'FAQs' },
  ],
};
