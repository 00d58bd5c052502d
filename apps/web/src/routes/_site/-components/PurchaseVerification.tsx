import { useEffect, useRef, useState } from 'react';

import { postCheckoutMessage, isCheckoutWindow } from '../../../lib/purchase/checkout-channel';
import { PURCHASE_MESSAGES, tokensAddedMessage } from '../../../lib/purchase/purchase-messages';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { PurchaseFailed } from './PurchaseFailed';
import { PurchaseSucceeded } from './PurchaseSucceeded';
import { PurchaseVerifying } from './PurchaseVerifying';

/**
 * Spec section 4, purchase verification page: verifying, then success (toast 'Purchase
 * Successful!') or failure (toast 'Purchase Verification Failed', or an error toast when the call
 * itself fails). Verification is idempotent on the server, so checking again is safe.
 */
export function PurchaseVerification({ sessionId }: { sessionId: string }) {
  const utils = trpc.useUtils();
  const query = trpc.tokens.verifyPurchase.useQuery({ sessionId });
  const [inPopup] = useState(isCheckoutWindow);
  const announced = useRef<string | null>(null);

  const outcome = query.isPending
    ? 'verifying'
    : query.isError
      ? 'call-failed'
      : query.data.success
        ? 'success'
        : 'unverified';
  // One toast per answer: StrictMode's double effect and re-renders must not repeat it.
  const answerKey = `${outcome}:${Math.max(query.dataUpdatedAt, query.errorUpdatedAt)}`;

  useEffect(() => {
    if (outcome === 'verifying' || announced.current === answerKey) return;
    announced.current = answerKey;
    if (outcome === 'success') {
      const tokenAmount = query.data?.tokenAmount ?? 0;
      void utils.tokens.balance.invalidate();
      showToast({
        title: PURCHASE_MESSAGES.purchaseSuccessfulTitle,
        description: tokensAddedMessage(tokenAmount),
      });
      // Lets the opening page show the result without waiting for its next poll.
      if (inPopup) postCheckoutMessage({ type: 'paid', sessionId });
    } else if (outcome === 'unverified') {
      showToast({
        variant: 'destructive',
        title: PURCHASE_MESSAGES.verificationFailedTitle,
        description: query.data?.message || PURCHASE_MESSAGES.couldNotVerify,
      });
    } else {
      showToast({
        variant: 'destructive',
        title: 'Error',
        description: PURCHASE_MESSAGES.verifyCallFailed,
      });
    }
  }, [outcome, answerKey, query.data, utils, inPopup, sessionId]);

  const retry = () => void query.refetch();

  if (outcome === 'verifying') return <PurchaseVerifying />;
  if (outcome === 'success') {
    return <PurchaseSucceeded tokenAmount={query.data?.tokenAmount ?? 0} inPopup={inPopup} />;
  }
  return (
    <PurchaseFailed
      message={
        outcome === 'unverified'
          ? query.data?.message || PURCHASE_MESSAGES.couldNotVerify
          : PURCHASE_MESSAGES.verifyCallFailed
      }
      onRetry={retry}
      isRetrying={query.isFetching}
    />
  );
}
