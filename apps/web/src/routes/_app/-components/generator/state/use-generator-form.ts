import type { Dispatch } from 'react';
import { useCallback, useEffect, useReducer, useRef } from 'react';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import {
  browserStorage,
  clearDraft,
  DRAFT_SAVE_DELAY_MS,
  emptyForm,
  saveDraft,
} from '../../../../../lib/generator-draft';
import type { FormAction } from './form-reducer';
import { formReducer } from './form-reducer';

export type GeneratorFormControls = {
  form: GeneratorForm;
  dispatch: Dispatch<FormAction>;
  /** Clears every input and the saved draft (Settings stay). */
  reset: () => void;
};

/**
 * The generator form, started from the local draft (see useSavedDraft) and saved back to it a moment after each
 * change. A change still waiting to be saved is written when the page is hidden or the form
 * unmounts, so clicking 'Sign In' right after typing loses nothing.
 */
export function useGeneratorForm(savedDraft: GeneratorForm | null): GeneratorFormControls {
  const [form, dispatch] = useReducer(formReducer, savedDraft, (draft) => draft ?? emptyForm());
  const latest = useRef(form);
  const pending = useRef(false);
  /** The first render shows the saved draft itself: nothing to write back. */
  const skipSave = useRef(true);

  const flush = useCallback(() => {
    if (!pending.current) return;
    pending.current = false;
    saveDraft(browserStorage(), latest.current);
  }, []);

  useEffect(() => {
    latest.current = form;
    if (skipSave.current) {
      skipSave.current = false;
      return;
    }
    pending.current = true;
    const timer = window.setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [form, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const reset = useCallback(() => {
    pending.current = false;
    skipSave.current = true;
    clearDraft(browserStorage());
    dispatch({ type: 'reset' });
  }, []);

  return { form, dispatch, reset };
}
