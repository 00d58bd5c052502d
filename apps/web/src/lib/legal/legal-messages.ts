/** The legal pages' copy from spec section 8, verbatim. */

export type LegalPageMessages = {
  /** Nothing published yet (the API answered 404). */
  empty: string;
  /** The call failed: the text shown in place of the document. */
  unavailable: string;
  /** The call failed: the 'Error' toast's description. */
  loadFailed: string;
};

function pageMessages(name: string): LegalPageMessages {
  return {
    empty: `${name} content is currently being prepared. Please check back later.`,
    unavailable: `${name} content is currently unavailable. Please try again later.`,
    loadFailed: `Failed to load ${name}. Please try again later.`,
  };
}

export const TERMS_MESSAGES = pageMessages('Terms of Service');
export const PRIVACY_MESSAGES = pageMessages('Privacy Policy');

export const TOKEN_USAGE_LOAD_FAILED =
  'Failed to load token usage information. Please try again later.';
export const FAQ_LOAD_FAILED = 'Failed to load FAQs. Please try again later.';
