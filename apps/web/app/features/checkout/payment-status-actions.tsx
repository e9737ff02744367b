import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../auth';
import { cartQueries } from '../cart';
import type { Order } from '../orders';
import { buttonClass } from '../../components/ui/button';
import type { PaymentAction } from './payment-status-states';
import { restoreOrderToCart } from './restore-cart';

const ACTION_LABEL: Record<PaymentAction, string> = {
  checkout: 'Try Again',
  cart: 'Go to Cart',
  contact: 'Contact Support',
  orders: 'View My Orders',
  orderDetails: 'View Order Details',
  home: 'Go to Home',
  confirmation: 'View Order Confirmation',
  refresh: 'Refresh Status',
};

interface ActionsProps {
  actions: readonly PaymentAction[];
  order: Order | undefined;
  /** The order the page is about (its number once loaded); '' when unknown. */
  orderId: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The state's buttons: the first is the main one; links that need an order id wait for one. */
export function PaymentStatusActions({ actions, order, orderId, refreshing, onRefresh }: ActionsProps) {
  const shown = actions.filter((action) => orderId !== '' || (action !== 'orderDetails' && action !== 'confirmation'));
  return (
    <nav aria-label="What next" className="mt-6 flex flex-col gap-2.5">
      {shown.map((action, index) => {
        const look = buttonClass(index === 0 ? 'primary' : 'secondary', 'md', 'w-full');
        if (action === 'refresh') return <RefreshButton key={action} look={look} refreshing={refreshing} onRefresh={onRefresh} />;
        if (action === 'checkout' && order && order.items.length > 0) return <TryAgainButton key={action} look={look} order={order} />;
        return (
          <Link key={action} to={actionPath(action, orderId)} className={look}>
            {ACTION_LABEL[action]}
          </Link>
        );
      })}
    </nav>
  );
}

function actionPath(action: Exclude<PaymentAction, 'refresh'>, orderId: string): string {
  const id = encodeURIComponent(orderId);
  return {
    checkout: '/checkout', cart: '/cart', contact: '/contact', orders: '/orders', home: '/',
    orderDetails: `/orders/${id}`, confirmation: `/order-confirmation/${id}`,
  }[action];
}

function RefreshButton({ look, refreshing, onRefresh }: { look: string; refreshing: boolean; onRefresh: () => void }) {
  return (
    <button type="button" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing || undefined} className={look}>
      <RefreshCw size={16} aria-hidden="true" className={refreshing ? 'animate-spin motion-reduce:animate-none' : ''} />
      {ACTION_LABEL.refresh}
    </button>
  );
}

/** Puts the unpaid order's items back into the cart, then opens checkout for a new attempt. */
function TryAgainButton({ look, order }: { look: string; order: Order }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);

  const tryAgain = async () => {
    setBusy(true);
    try {
      await restoreOrderToCart(order.items);
    } catch (error) {
      // Checkout then finds whatever the cart holds (or sends the shopper to the cart).
      console.error('Could not put the order back in the cart', error);
    }
    // The cart is fetched again (shown or not) before checkout reads it.
    await queryClient.invalidateQueries({ queryKey: cartQueries.server(user?._id ?? '').queryKey, refetchType: 'all' }).catch(() => undefined);
    void navigate('/checkout');
  };

  return (
    <button type="button" onClick={() => void tryAgain()} disabled={busy} aria-busy={busy || undefined} className={look}>
      {ACTION_LABEL.checkout}
    </button>
  );
}
