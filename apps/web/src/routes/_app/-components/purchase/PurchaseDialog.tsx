import { Modal } from '@mantine/core';

import type { CheckoutPopupControls } from '../../../../lib/purchase/use-checkout-popup';
import { PaymentCancelledContent } from './PaymentCancelledContent';
import { PaymentSuccessContent } from './PaymentSuccessContent';
import { PurchaseTokensContent } from './PurchaseTokensContent';

type PurchaseDialogProps = {
  checkout: CheckoutPopupControls;
  /** The live balance, so the dialog can show what the purchase adds up to. */
  balance: number;
};

const TITLES = {
  success: 'Payment Successful!',
  cancelled: 'Payment Cancelled',
  purchase: 'Purchase Tokens',
} as const;

/**
 * The spec's three payment dialogs in one Modal: 'Purchase Tokens' (idle, loading, processing,
 * error), 'Payment Successful!' and 'Payment Cancelled'. While loading or processing it cannot be
 * dismissed (spec section 4): no close button, Escape and outside clicks do nothing.
 */
export function PurchaseDialog({ checkout, balance }: PurchaseDialogProps) {
  const { state } = checkout;
  const isBusy = state.status === 'loading' || state.status === 'processing';
  const title =
    state.status === 'success'
      ? TITLES.success
      : state.status === 'cancelled'
        ? TITLES.cancelled
        : TITLES.purchase;

  return (
    <Modal
      opened={state.opened}
      onClose={checkout.close}
      title={title}
      centered
      size="md"
      closeOnClickOutside={!isBusy}
      closeOnEscape={!isBusy}
      withCloseButton={!isBusy}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {state.status === 'success' ? (
        <PaymentSuccessContent tokenAmount={state.tokenAmount ?? 0} onDone={checkout.close} />
      ) : state.status === 'cancelled' ? (
        <PaymentCancelledContent onClose={checkout.close} onTryAgain={checkout.start} />
      ) : (
        <PurchaseTokensContent checkout={checkout} balance={balance} />
      )}
    </Modal>
  );
}
