import { POLICY } from '@dhatu/domain';
import { Clock, Hammer, RotateCcw, Wallet } from 'lucide-react';
import type { PolicyDoc } from '../policy-page';
import { FACTS } from '../policy-facts';
import { Bullets, MailLink, Note, P, PageLink, PhoneLink, Strong } from '../prose';

/** /cancel: cancellation and returns (account §2). */
export const cancellationPage: PolicyDoc = {
  path: '/cancel',
  eyebrow: 'Policies',
  title: 'Cancellation Policy',
  description: `Change or cancel an order within ${FACTS.changeOrCancel} of placing it; after that, our ${FACTS.returnWindow} for unused, non-customised pieces applies.`,
  intro: () => (
    <p>
      Changed your mind? You have {FACTS.changeOrCancel} to change or cancel an order. After that, our returns policy
      looks after you.
    </p>
  ),
  facts: () => [
    { icon: Clock, value: FACTS.changeOrCancel, label: 'to change or cancel an order' },
    { icon: Wallet, value: FACTS.prepaidRefund, label: 'to refund a cancelled prepaid order' },
    { icon: RotateCcw, value: `${POLICY.returnWindowDays}-day returns`, label: 'on unused, non-customised pieces' },
    { icon: Hammer, value: 'Custom pieces', label: `cannot be cancelled after ${FACTS.changeOrCancel}` },
  ],
  sections: (s) => [
    {
      id: 'within-24-hours',
      title: `Cancelling within ${FACTS.changeOrCancel}`,
      body: (
        <>
          <P>
            You can change or cancel any order within <Strong>{FACTS.changeOrCancel}</Strong> of placing it, for any
            reason. Call us on <PhoneLink phone={s.phone} /> or write to <MailLink email={s.email} /> with your order
            number. We confirm the cancellation by e-mail or phone.
          </P>
          <P>Changes we can make in that time: the delivery address, the receiver, a size or finish, or a piece more or less.</P>
        </>
      ),
    },
    {
      id: 'after-24-hours',
      title: `After ${FACTS.changeOrCancel}`,
      body: (
        <>
          <P>
            By then your pieces are being polished, checked and packed, so the order can no longer be changed or cancelled.
            If a piece is not right when it arrives, you can still return it under our{' '}
            <PageLink to="/returnpolicy">Returns Policy</PageLink>: request within {FACTS.returnRequest} with a repacking
            video, and send back unused, non-customised pieces within {POLICY.returnWindowDays} days.
          </P>
          <Note icon={Hammer} title="Customised and made-to-order pieces">
            Work on engraved, resized and made-to-order pieces starts when the {FACTS.changeOrCancel} are over. They cannot be
            cancelled after that, and they cannot be returned unless they arrive damaged or defective.
          </Note>
        </>
      ),
    },
    {
      id: 'refunds-for-cancelled-orders',
      title: 'Refunds for cancelled orders',
      body: (
        <Bullets
          items={[
            <><Strong>Cash on Delivery</Strong>: nothing has been paid, so there is nothing to refund.</>,
            <><Strong>Prepaid orders</Strong>: the full amount goes back to the card, UPI or bank account you paid with, within {FACTS.prepaidRefund}.</>,
          ]}
        />
      ),
    },
    {
      id: 'refusing-a-parcel',
      title: 'Please cancel rather than refuse a parcel',
      body: (
        <P>
          A Cash on Delivery parcel refused at the door travels twice across India for nothing. If you no longer want an
          order, please cancel it within {FACTS.changeOrCancel}; once it has shipped, accept it and use our{' '}
          {POLICY.returnWindowDays}-day return instead.
        </P>
      ),
    },
    {
      id: 'cancelled-by-us',
      title: 'When we cancel an order',
      body: (
        <P>
          Rarely, we have to cancel an order ourselves: a piece cannot be made to our standard, the pincode is not served
          by our couriers, or the order looks fraudulent. We tell you at once, and refund any payment in full within{' '}
          {FACTS.prepaidRefund}.
        </P>
      ),
    },
  ],
  related: [
    { to: '/returnpolicy', label: 'Returns Policy' },
    { to: '/exchange', label: 'Exchanges Policy' },
    { to: '/payment', label: 'Payments Policy' },
  ],
};
