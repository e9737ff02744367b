import { POLICY } from '@dhatu/domain';
import { ArrowLeftRight, CalendarClock, Truck, Video } from 'lucide-react';
import type { PolicyDoc } from '../policy-page';
import { FACTS } from '../policy-facts';
import { Bullets, MailLink, Note, P, PageLink, Steps, Strong } from '../prose';

/** /exchange: swapping a piece for another size, finish or design, on the same terms as returns. */
export const exchangePage: PolicyDoc = {
  path: '/exchange',
  eyebrow: 'Policies',
  title: 'Exchanges Policy',
  description: `Exchange an unused, non-customised piece for another size or design: request within ${FACTS.returnRequest} with a repacking video, within ${POLICY.returnWindowDays} days of delivery.`,
  intro: () => (
    <p>
      The bangle is a little small, or the lamp you chose would look better in the other finish? Exchange it for the piece
      you want, on the same simple terms as our returns.
    </p>
  ),
  facts: () => [
    { icon: CalendarClock, value: `${POLICY.returnRequestWithinDays} days`, label: 'from receipt to request an exchange' },
    { icon: Video, value: 'Repacking video', label: 'needed with every exchange' },
    { icon: ArrowLeftRight, value: `${POLICY.returnWindowDays} days`, label: 'to send back unused, non-customised pieces' },
    { icon: Truck, value: FACTS.dispatch, label: 'to dispatch the new piece' },
  ],
  sections: (s) => [
    {
      id: 'what-you-can-exchange',
      title: 'What you can exchange',
      body: (
        <>
          <P>You can exchange a piece for:</P>
          <Bullets
            items={[
              <>another size of the same design — rings, bangles, kadas and anklets;</>,
              <>another finish or design of similar value;</>,
              <>a new piece of the same design if yours arrived damaged or defective.</>,
            ]}
          />
          <P>Each piece can be exchanged once.</P>
        </>
      ),
    },
    {
      id: 'conditions',
      title: 'Conditions',
      body: (
        <>
          <Bullets
            items={[
              <>Request the exchange within <Strong>{FACTS.returnRequest}</Strong>.</>,
              <>The piece is <Strong>unused and not customised</Strong> (not engraved, resized or made to order), in its original packing with tags and purity card.</>,
              <>It is sent back to us within <Strong>{POLICY.returnWindowDays} days of delivery</Strong>.</>,
            ]}
          />
          <Note icon={Video} title="Record a repacking video">
            Before sealing the parcel, record one continuous video of the piece and of you packing it. We cannot accept an
            exchange without it.
          </Note>
        </>
      ),
    },
    {
      id: 'how-to-exchange',
      title: 'How to exchange',
      body: (
        <Steps
          items={[
            <>Write to <MailLink email={s.email} /> or use the <PageLink to="/contact">contact form</PageLink> with your order number, the piece, and what you would like instead.</>,
            <>We check that the new piece is available and reply within {FACTS.supportReply} with the return address.</>,
            <>Pack the piece, record the repacking video and send it back with the tracking number.</>,
            <>When it reaches us and passes inspection, we dispatch the new piece.</>,
          ]}
        />
      ),
    },
    {
      id: 'price-difference',
      title: 'When the prices differ',
      body: (
        <Bullets
          items={[
            <>If the new piece costs more, we send you a payment request for the difference before dispatching it.</>,
            <>If it costs less, we refund the difference within {FACTS.refund}: to your original payment method for prepaid orders, by bank transfer for Cash on Delivery orders.</>,
          ]}
        />
      ),
    },
    {
      id: 'delivery-of-new-piece',
      title: 'Delivery of the new piece',
      body: (
        <P>
          The new piece is dispatched within <Strong>{FACTS.dispatch}</Strong> of your return reaching us and delivered in{' '}
          {FACTS.delivery} after that, with free shipping within India. For change-of-mind exchanges the courier back to us is paid by you; for damaged or wrong pieces we arrange the
          pickup at no cost.
        </P>
      ),
    },
  ],
  related: [
    { to: '/returnpolicy', label: 'Returns Policy' },
    { to: '/cancel', label: 'Cancellation Policy' },
    { to: '/productcare', label: 'Product Care' },
  ],
};
