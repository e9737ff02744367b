import { PAYMENT_REDIRECT_COUNTDOWN_S } from '@dhatu/domain';
import { AlertTriangle, CheckCircle2, Clock, XCircle, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentStateView } from './payment-status-states';

const TONE: Record<PaymentStateView['tone'], { icon: LucideIcon; className: string }> = {
  success: { icon: CheckCircle2, className: 'bg-emerald-50 text-emerald-700' },
  warning: { icon: AlertTriangle, className: 'bg-amber-50 text-amber-800' },
  error: { icon: XCircle, className: 'bg-error-soft text-error' },
  info: { icon: Clock, className: 'bg-rose-soft text-rose-deep' },
};

export function PaymentStateIcon({ tone }: { tone: PaymentStateView['tone'] }) {
  const { icon: Icon, className } = TONE[tone];
  return (
    <span className={`mx-auto inline-flex size-16 items-center justify-center rounded-full ${className}`}>
      <Icon size={36} strokeWidth={1.75} aria-hidden="true" />
    </span>
  );
}

/** The paid / COD countdown with 'Stay Here'. The visible seconds tick quietly; the plan is said once. */
export function RedirectCountdown({ seconds, onStay }: { seconds: number; onStay: () => void }) {
  return (
    <div className="mt-5 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <p role="timer" aria-live="off">
        Redirecting to your order confirmation in {seconds} {seconds === 1 ? 'second' : 'seconds'}
      </p>
      <button
        type="button"
        onClick={onStay}
        className="mt-2 inline-flex h-10 items-center rounded-full px-4 font-semibold text-emerald-900 underline underline-offset-2 hover:bg-emerald-100"
      >
        Stay Here
      </button>
    </div>
  );
}

/** PAYMENT_REDIRECT_COUNTDOWN_S seconds, then a trip to `to` (replacing this page); stop() cancels it. */
export function useRedirectCountdown(active: boolean, to: string) {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(PAYMENT_REDIRECT_COUNTDOWN_S);
  const [stopped, setStopped] = useState(false);
  const running = active && !stopped;

  useEffect(() => {
    if (!running) return;
    if (seconds <= 0) {
      void navigate(to, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [running, seconds, navigate, to]);

  return { running, seconds, stop: () => setStopped(true) };
}
