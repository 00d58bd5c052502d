/** Copy of spec section 8 for the purchase flow, verbatim. */
export const PURCHASE_MESSAGES = {
  popupBlockedTitle: 'Popup Blocked',
  popupBlocked: 'Please allow popups in your browser to continue with payment.',
  invalidCheckout: 'Failed to initiate checkout process. Please try again.',
  checkoutException: 'Failed to connect to payment service. Please try again later.',
  paymentSuccessfulTitle: 'Payment Successful',
  purchaseSuccessfulTitle: 'Purchase Successful!',
  verificationFailedTitle: 'Purchase Verification Failed',
  couldNotVerify: 'Could not verify purchase',
  verifyCallFailed: 'Failed to verify purchase. Please contact support.',
  missingSessionId:
    "Session ID not found. If you've completed a purchase, please try again or contact support.",
} as const;

/** '{n} tokens have been added to your account.' (spec section 8). */
export function tokensAddedMessage(tokens: number): string {
  return `${tokens.toLocaleString('en-US')} tokens have been added to your account.`;
}
