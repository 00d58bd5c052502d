import { useMemo } from 'react';

import { useTokenSettings } from '../../../../../lib/token-settings';
import type { ActivityKind } from './result-reducer';

/** Spec section 1: one token per generation, typically; shown until the server says otherwise. */
const DEFAULT_COST = 1;

function costOf(costs: unknown, kind: ActivityKind): number {
  if (typeof costs !== 'object' || costs === null || !(kind in costs)) return DEFAULT_COST;
  const value: unknown = (costs as Record<string, unknown>)[kind];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_COST;
}

/**
 * What Generate and Fix Code cost before they are pressed: the token settings' `costs` when the
 * server sends them (a later addition, so read defensively), else one token each.
 */
export function useActionCosts(): Record<ActivityKind, number> {
  const settings: object = useTokenSettings();
  const costs: unknown = 'costs' in settings ? settings.costs : undefined;
  const generate = costOf(costs, 'generate');
  const troubleshoot = costOf(costs, 'troubleshoot');
  return useMemo(() => ({ generate, troubleshoot }), [generate, troubleshoot]);
}
