import { useTokenSettingsValue } from '../../../../../lib/token-settings';
import type { ActivityKind } from './result-reducer';

/** Spec section 1: one token per generation, typically; shown until the server says otherwise. */
const DEFAULT_COST = 1;

function costOf(costs: unknown, kind: ActivityKind): number {
  if (typeof costs !== 'object' || costs === null || !(kind in costs)) return DEFAULT_COST;
  const value: unknown = (costs as Record<string, unknown>)[kind];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_COST;
}

function actionCostsOf(settings: object): Record<ActivityKind, number> {
  const costs: unknown = 'costs' in settings ? settings.costs : undefined;
  return { generate: costOf(costs, 'generate'), troubleshoot: costOf(costs, 'troubleshoot') };
}

/**
 * What Generate and Fix Code cost before they are pressed: the token settings' `costs` when the
 * server sends them (a later addition, so read defensively), else one token each.
 */
export function useActionCosts(): Record<ActivityKind, number> {
  return useTokenSettingsValue(actionCostsOf);
}
