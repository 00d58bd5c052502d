/**
 * Corrections to corvid-types 0.4.16 where it disagrees with the current Velo API reference
 * (velo-reference.md sections 7.1 to 7.3), so idiomatic code is not flagged. Declaration merging
 * adds overloads and members; the originals stay.
 */

/** Functions whose last parameter is WixDataOptions, with the parameters before it. */
const OPTIONS_FUNCTIONS: [name: string, parameters: string, returns: string][] = [
  ['get', 'collectionId: string, itemId: string', 'Promise<any>'],
  ['insert', 'collectionId: string, item: any', 'Promise<any>'],
  ['update', 'collectionId: string, item: any', 'Promise<any>'],
  ['save', 'collectionId: string, item: any', 'Promise<any>'],
  ['remove', 'collectionId: string, itemId: string', 'Promise<any>'],
  ['truncate', 'collectionId: string', 'Promise<void>'],
  ['bulkInsert', 'collectionId: string, items: any[]', 'Promise<WixDataBulkResult>'],
  ['bulkUpdate', 'collectionId: string, items: any[]', 'Promise<WixDataBulkResult>'],
  ['bulkSave', 'collectionId: string, items: any[]', 'Promise<WixDataBulkResult>'],
  ['bulkRemove', 'collectionId: string, itemIds: string[]', 'Promise<WixDataBulkRemoveResult>'],
];

export const CORVID_FIXES = `
declare module 'wix-data' {
  /** The options the current docs list; 0.4.16 lacks consistentRead, omitTotalCount and language. */
  type VeloForgeDataOptions = {
    suppressAuth?: boolean;
    suppressHooks?: boolean;
    consistentRead?: boolean;
    omitTotalCount?: boolean;
    language?: string;
    appOptions?: any;
  };
${OPTIONS_FUNCTIONS.map(
  ([name, parameters, returns]) =>
    `  function ${name}(${parameters}, options?: VeloForgeDataOptions): ${returns};`,
).join('\n')}

  interface WixDataFilter {
    /** Values may be passed as separate arguments, not only as one array. */
    hasSome(propertyName: string, ...values: any[]): WixDataQuery;
    hasAll(propertyName: string, ...values: any[]): WixDataQuery;
  }

  interface WixDataQuery {
    /** Returns only the given fields of each item. */
    fields(...propertyName: string[]): WixDataQuery;
    find(options?: VeloForgeDataOptions): Promise<WixDataQueryResult>;
    count(options?: VeloForgeDataOptions): Promise<number>;
    distinct(propertyName: string, options?: VeloForgeDataOptions): Promise<WixDataQueryResult>;
  }
}
`;
