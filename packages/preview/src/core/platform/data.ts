import type { WixDataApi } from '../data/api';
import type { Namespace } from './context';

/** `import wixData from 'wix-data'` (and, leniently, its functions as named imports). */
export function createWixDataNamespace(data: WixDataApi): Namespace {
  return { default: data, ...data };
}
