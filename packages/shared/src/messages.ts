/** User-facing messages shared by the server and the web app; copy is from the spec, verbatim. */
export const MESSAGES = {
  notFoundTitle: '404 Page Not Found',
  notFoundHint: 'Did you forget to add the page to the router?',
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have permission to do that',
  apiNotFound: 'Not found',
  bodyTooLarge: 'Request body is too large (the limit is 1 MB)',
  invalidJson: 'Request body is not valid JSON',
  unsupportedMediaType: 'Request body must be JSON (Content-Type: application/json)',
  invalidInput: 'Invalid input',
  internalError: 'Something went wrong on our side. Please try again.',
  databaseUnavailable:
    'VeloForge cannot reach its database right now. Please try again in a moment; nothing you pay for is lost.',
  textHasNul: 'Text must not contain the NUL character (\\u0000)',
} as const;
