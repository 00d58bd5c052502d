import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { useCurrentUser } from '../../../../../lib/current-user';
import { useCheckoutPopup } from '../../../../../lib/purchase/use-checkout-popup';
import { showToast } from '../../../../../lib/toast';
import { checkGenerationRequest } from './generation-request';
import { hasCode } from './result-reducer';
import { buildTroubleshootBody } from './troubleshoot-request';
import { useGenerationPreferences } from './use-generation-preferences';
import { useGeneration } from './use-generation';
import { useGeneratorForm } from './use-generator-form';
import { useRestoreSession } from './use-restore-session';

export type RestoreSearch = { restore?: string; version?: number };

/**
 * Everything the generator page does, in one place: the form and its draft, preferences, the
 * two paid calls, the purchase dialog, the sign-in prompt and restoring a past generation.
 */
export function useGeneratorPage(search: RestoreSearch, savedDraft: GeneratorForm | null) {
  const { user, isLoading: userLoading } = useCurrentUser();
  const signedIn = user !== null;
  const { form, dispatch, reset: resetForm } = useGeneratorForm(savedDraft);
  const preferences = useGenerationPreferences(signedIn, dispatch);
  const checkout = useCheckoutPopup();
  const [authRequired, setAuthRequired] = useState(false);
  const openAuthDialog = useCallback(() => setAuthRequired(true), []);
  const generation = useGeneration({ onAuthRequired: openAuthDialog, onBuyTokens: checkout.open });
  const navigate = useNavigate();

  useRestoreSession({
    sessionId: search.restore,
    version: search.version,
    signedIn,
    sessionKnown: !userLoading,
    preferences: form.preferences,
    dispatchForm: dispatch,
    applyResult: generation.apply,
    done: useCallback(() => void navigate({ to: '/', search: {}, replace: true }), [navigate]),
  });

  const busy = generation.result.activity !== null;
  /** A request being checked before its call starts (the check loads its schema, a moment). */
  const checking = useRef(false);

  /** Runs `start` unless a call or a check is under way, so a double click sends one request. */
  async function once(start: () => Promise<void>) {
    if (busy || checking.current) return;
    checking.current = true;
    try {
      await start();
    } finally {
      checking.current = false;
    }
  }

  function generate() {
    if (busy) return;
    if (!signedIn) {
      setAuthRequired(true);
      return;
    }
    void once(async () => {
      const check = await checkGenerationRequest(form);
      if (!check.ok) {
        showToast({ variant: 'destructive', title: check.title, description: check.message });
        return;
      }
      void generation.generate(check.request);
    });
  }

  function troubleshoot(errorDetails: string) {
    if (busy || errorDetails.trim() === '' || !hasCode(generation.result.pieces)) return;
    if (!signedIn) {
      setAuthRequired(true);
      return;
    }
    void once(async () => {
      void generation.troubleshoot(
        await buildTroubleshootBody(form, generation.result, errorDetails),
      );
    });
  }

  function reset() {
    resetForm();
    generation.apply({ type: 'reset' });
    showToast({ title: 'Form Reset', description: 'All inputs and generated code were cleared.' });
  }

  return {
    form,
    dispatch,
    user,
    userLoading,
    signedIn,
    preferences,
    checkout,
    generation,
    busy,
    generate,
    troubleshoot,
    reset,
    authDialog: { opened: authRequired, close: () => setAuthRequired(false) },
  };
}

export type GeneratorPage = ReturnType<typeof useGeneratorPage>;
