export type FaqItem = {
  question: string;
  answer: string;
};

/**
 * Shown when no FAQ has been published or it cannot be read (spec section 9: five questions on
 * cost, usage, expiry, refunds and balance).
 */
export const DEFAULT_FAQS: readonly FaqItem[] = [
  {
    question: 'How much does a code generation cost?',
    answer:
      'A code generation typically costs 1 token. Some advanced requests may cost more; the cost is always shown before you generate.',
  },
  {
    question: 'What can I use tokens for?',
    answer:
      'Tokens pay for generating Wix Velo code from your site structure, for troubleshooting generated code, and for building AI instructions.',
  },
  {
    question: 'Do my tokens expire?',
    answer: 'No. Tokens never expire, so you can use them whenever you need them.',
  },
  {
    question: 'Can I get a refund for unused tokens?',
    answer:
      'Token purchases are final and non-refundable, and tokens cannot be transferred to another account.',
  },
  {
    question: 'Where can I see my token balance?',
    answer:
      'Your balance is shown at the top of the code generator and in Account Settings whenever you are signed in.',
  },
];
