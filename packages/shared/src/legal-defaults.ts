import type { LegalType } from './constants';
import type { TFaqItem } from './schemas/faq';

/**
 * Built-in texts for the six legal types: the admin editor starts from them while nothing is
 * published, and the token usage and FAQ pages show them meanwhile. They describe what this
 * product really does (spec section 9; DESIGN.md sections 3 to 5), in plain text: blank lines
 * separate paragraphs and a paragraph starting with "1." is a heading. No angle brackets, which
 * would make a page render the text as HTML.
 */

/** When the built-in texts were last revised. */
export const LEGAL_DEFAULTS_DATE = '2026-11-26';

/** Spec section 9: five questions, on cost, usage, expiry, refunds and balance. */
export const DEFAULT_FAQS: readonly TFaqItem[] = [
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

const TERMS_OF_SERVICE = `These Terms of Service govern your use of VeloForge, a web tool that generates Wix Velo code from the site structure you describe. By creating an account or buying tokens you agree to them.

1. The service

VeloForge turns a description of your Wix site (CMS collections and their fields, page element IDs, the element hierarchy, optional reference code and a prompt) into page code, backend web module code, HTML layout code and setup instructions. It also troubleshoots generated code, builds structured instructions with the AI Instruction Builder, keeps a history of your generations and previews your code against a simulation of the Wix APIs.

2. Your account

You need an account to generate code. Keep your password secret: you are responsible for what is done with your account. Use an email address you can read, as it is the only way to reset a forgotten password.

3. Tokens

Code generation is paid with tokens, bought in packages through our card payment provider. A generation typically costs 1 token; some requests may cost more, and the cost is shown before you spend anything. Tokens do not expire. Tokens are non-transferable: they cannot be moved to another account, sold or exchanged for money. If a generation fails, times out or returns unusable output, the tokens it used are returned to your balance automatically.

4. Purchases are final

Token purchases are final and non-refundable. Tokens are added to your balance as soon as the payment provider confirms the payment, and a failed generation returns its tokens rather than money.

5. Generated code

The code you generate is yours to use, change and publish. It is produced automatically and may contain mistakes: review and test it before you publish it, especially code that reads or writes your data. VeloForge is not affiliated with or endorsed by Wix.com.

6. Acceptable use

Do not use VeloForge to build software meant to harm people or systems, do not try to get around token charges or usage limits, and do not attack, overload or probe the service. We may suspend accounts that do.

7. Availability and liability

We work to keep VeloForge available but cannot promise uninterrupted service. The service is provided as is; as far as the law allows, we are not liable for indirect losses or for losses caused by generated code published without review.

8. Changes to these terms

We may update these terms. The effective date shows when they last changed; using VeloForge after a change means you accept the new terms.`;

const PRIVACY_POLICY = `This Privacy Policy explains what VeloForge stores about you, why, and who else sees it. We keep only what the service needs to work.

1. Your account

When you register we store your username, your email address and a scrypt hash of your password. The hash is one-way: your password itself is never stored and cannot be read back. Your email address is used to send password reset links. We also store your role, your token balance and when the account was created.

2. Your generations

To keep a history of your work, each generation stores the structure you described (collections, fields, element IDs and the element hierarchy), your prompt, any reference code you supplied, your generator preferences, and the code and instructions produced, with every troubleshooting version. No other user can see them.

3. Tokens and payments

Every change to your token balance is recorded (purchase, generation, return of tokens for a failed generation, grant by an administrator) so the balance can always be checked. Payments are handled by Stripe on its own checkout page: your card details go to Stripe and never reach our servers. We keep the amount paid, the number of tokens, the status of the purchase and Stripe's reference for it.

4. Security records

One session cookie keeps you signed in. It holds a random key of which the server stores only a hash, with when the session was created, last used and expires. Registrations, sign-ins, failed sign-ins, password resets and profile changes are logged with the IP address they came from, to detect and stop abuse.

5. The code model

When the service is configured with an AI model, your prompt, the structure you described and any reference code are sent to the model provider to produce the code. Without one, VeloForge's own template engine writes the code and nothing leaves our servers. Your email address, password and payment details are never sent to the model provider.

6. Cookies and local storage

We use one cookie, the HttpOnly session cookie, and no advertising, analytics or tracking cookies. Your browser's local storage keeps a draft of the generator form, your colour scheme choice, and the checkout in progress while a payment window is open.

7. Who else sees your data

We do not sell your data or share it for advertising. It reaches only the processors named above: Stripe for payments, the model provider when one is configured, and the email service that delivers password reset links.

8. How long we keep it

Account data, generations and purchase records are kept while your account exists. Password reset links expire after 30 minutes and work once. To get a copy of your data or have your account deleted, contact us from the email address on your account.

9. Changes to this policy

We update this policy when what we store changes; the effective date shows the last change.`;

const TOKEN_USAGE = `How Tokens Work

VeloForge uses tokens to pay for code generation. Buy a package once and spend its tokens whenever you need code: there is no subscription.

A code generation typically costs 1 token. Some advanced requests may cost more, and the cost is always shown on the button before you spend anything. Troubleshooting generated code and building an instruction with the AI Instruction Builder are paid with tokens too.

If a generation fails, times out or comes back unusable, the tokens it used are returned to your balance automatically, so you never pay for a failure.

Tokens never expire and are non-transferable. Purchases are final and non-refundable, so choose the package that fits the work you have planned.`;

const COOKIE_POLICY = `This Cookie Policy lists everything VeloForge keeps in your browser.

1. The session cookie

VeloForge sets one cookie, named session. It holds a random key that keeps you signed in for up to 30 days after your last visit, and it is removed when you log out. It is HttpOnly, so scripts on the page cannot read it; SameSite=Lax, so other sites cannot send it with their requests; and Secure when the site is served over HTTPS. It is strictly necessary: without it you cannot sign in.

2. No tracking cookies

We use no advertising, analytics or third-party tracking cookies. Stripe's checkout page, which opens in its own window when you buy tokens, is run by Stripe under its own cookie policy.

3. Local storage

Your browser's local storage stays on your device. VeloForge keeps there a draft of the generator form, so nothing you typed is lost when you sign in or reload the page; your light or dark colour scheme choice; and the checkout in progress while a payment window is open, removed afterwards. You can clear it at any time in your browser's settings; the generator form then starts empty.`;

const REFUND_POLICY = `This Refund Policy explains what happens to your money and your tokens.

1. Purchases are final

Token purchases are final and non-refundable. Once the payment is confirmed the tokens are added to your balance, and the payment is not refunded, in whole or in part, including for tokens you have not used.

2. Tokens do not expire

Tokens never expire, so unused tokens stay in your account for as long as it exists and there is no need to use them up.

3. Tokens are non-transferable

Tokens cannot be moved to another account, sold or exchanged for money.

4. Failed generations cost nothing

If a generation fails, times out or returns unusable code, the tokens it used are returned to your balance automatically.

5. Payment problems

If you were charged but the tokens did not appear, the purchase page can check the payment again; a confirmed payment is always credited, and credited once. If the problem remains, contact us with the time of the purchase. We never need your card details.

6. Your statutory rights

Nothing in this policy limits rights that consumer law gives you where you live.`;

export const LEGAL_DEFAULTS: Record<LegalType, string> = {
  'terms-of-service': TERMS_OF_SERVICE,
  'privacy-policy': PRIVACY_POLICY,
  'token-usage': TOKEN_USAGE,
  faq: JSON.stringify(DEFAULT_FAQS, null, 2),
  'cookie-policy': COOKIE_POLICY,
  'refund-policy': REFUND_POLICY,
};
