import { formatValue } from './log';

/**
 * The SDK's console message templates (velo-reference §12.1 and §4), word for word. The log adds
 * the `Wix code SDK error:` / `Wix code SDK warning:` prefix.
 */

export function typeMessage(prop: string, fn: string, value: unknown, type: string): string {
  if (value === null)
    return `The ${prop} parameter that is passed to the ${fn} method cannot be set to null.`;
  return `The ${prop} parameter that is passed to the ${fn} method cannot be set to the value ${formatValue(value)}. It must be of type ${type}.`;
}

export function enumMessage(
  prop: string,
  fn: string,
  value: unknown,
  allowed: readonly string[],
): string {
  return `The ${prop} parameter that is passed to the ${fn} method cannot be set to the value ${formatValue(value)}. It must be of type from (${allowed.join(',')}).`;
}

export function rangeMessage(
  prop: string,
  fn: string,
  value: unknown,
  min: number,
  max: number,
): string {
  return `The value of ${prop} parameter that is passed to the ${fn} method cannot be set to the value ${formatValue(value)}. It must be between ${min} and ${max}.`;
}

export function readOnlyMessage(prop: string, compType: string): string {
  return `Cannot set property ${prop} of ${compType} which has only a getter.`;
}

export function srcMessage(url: unknown, kind: string, prefix: string): string {
  return `The "src" property cannot be set to "${formatValue(url)}". It must be a valid URL starting with "http://", "https://", or a valid ${kind} URL starting with ${prefix}.`;
}

export function optionMessage(index: number, option: unknown): string {
  return `The options parameter at index ${index} that is passed to the options function cannot be set to ${formatValue(option)}. Options must contain either a non-null value or a non-null label.`;
}

export function effectMessage(fn: string, comp: string, effect: unknown): string {
  return `The "${fn}" function called on "${comp}" was executed without the "${formatValue(effect)}" effect because it is an invalid effectName value.`;
}

export const repeaterMessages = {
  missingId:
    'Each item in the items array must have a member named `_id` which contains a unique value identifying the item.',
  invalidId: (repeaterId: string, id: string, index: number) =>
    `Error setting the data property of ${repeaterId}. The data array contains the invalid ID ${id} at index ${index}. IDs must be comprised of only the following characters: A-Z, a-z, 0-9, and dashes.`,
  duplicateId: (id: string) =>
    `The data that was passed to data contained at least two items with the same ID: ${id}. Only the first item was accepted.`,
  callbackThrew: (fn: string, repeaterId: string, error: unknown) =>
    `The ${fn} function of ${repeaterId} threw the following error: ${errorText(error)}`,
  unknownForItemsId: (id: unknown) =>
    `The data that was passed to forItems contained non existing item with the ID: ${formatValue(id)}.`,
};

function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return formatValue(error.message);
  }
  return formatValue(error);
}
