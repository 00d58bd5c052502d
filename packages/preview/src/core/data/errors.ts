import { formatValue } from '../log';

/** A wix-data rejection: a plain Error whose `code` holds the WDExxxx code (velo-reference §12.3). */
export class WixDataError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

const e = (code: string, message: string) => new WixDataError(code, message);

export const wde = {
  collectionName: () => e('WDE0001', 'Collection name must be a string.'),
  itemId: () => e('WDE0002', 'Item ID must be a string.'),
  notObject: (item: unknown, collection: string) =>
    e(
      'WDE0004',
      `Failed to save ${formatValue(item)} into ${collection}. Items must be JavaScript objects.`,
    ),
  bulkItems: (collection: string) =>
    e(
      'WDE0005',
      `Failed to bulk save items into ${collection}. Items must be an array of JavaScript objects and item IDs must be strings if present.`,
    ),
  bulkLimit: (collection: string) =>
    e(
      'WDE0006',
      `Failed to bulk save items into ${collection}. Cannot insert more than 1000 items in one request.`,
    ),
  updateId: () =>
    e('WDE0007', 'Invalid update. Updated object must have an _id property that is a string.'),
  filterUsage: () => e('WDE0011', 'Invalid filter usage. .filter requires WixDataFilter.'),
  noCollection: (collection: string) =>
    e('WDE0025', `The ${collection} collection does not exist.`),
  notNumber: (operator: string, operand: unknown) =>
    e(
      'WDE0032',
      `Invalid ${operator} parameter ${formatValue(operand)}. ${operator} parameter must be a number.`,
    ),
  negative: (operator: string, operand: unknown) =>
    e(
      'WDE0034',
      `Invalid ${operator} parameter ${formatValue(operand)}. ${operator} parameter must be a non-negative number.`,
    ),
  notInteger: (operator: string, operand: unknown) =>
    e(
      'WDE0035',
      `Invalid ${operator} parameter ${formatValue(operand)}. ${operator} parameter must be an integer.`,
    ),
  itemIds: () => e('WDE0068', 'Item IDs must be an array of strings.'),
  removeLimit: (collection: string) =>
    e(
      'WDE0069',
      `Failed to remove items from ${collection}. Cannot remove more than 1000 items in one request.`,
    ),
  missingItem: (id: string, collection: string) =>
    e('WDE0073', `Item ${id} does not exist in collection ${collection}.`),
  exists: (id: string, collection: string) =>
    e('WDE0074', `WD_ITEM_ALREADY_EXISTS: an item with _id ${id} already exists in ${collection}.`),
  limitMax: (max: number) => e('WDE0077', `'limit' cannot exceed ${max}`),
  noPrev: (collection: string) =>
    e('WDE0159', `Invalid query on ${collection}. There is no prev page.`),
  noNext: (collection: string) =>
    e('WDE0165', `Invalid query on ${collection}. There is no next page.`),
};
