import { useEffect, useState } from 'react';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { browserStorage, readDraftJson } from '../../../../../lib/generator-draft';

/**
 * The saved draft the generator form starts from: null when there is none, undefined while the
 * module that checks it loads. That module is built with zod and is fetched only when a draft
 * exists, so a first visit does not download zod (issue 10's bundle budget).
 */
export function useSavedDraft(): GeneratorForm | null | undefined {
  const [draft, setDraft] = useState<GeneratorForm | null | undefined>(() =>
    readDraftJson(browserStorage()) === undefined ? null : undefined,
  );

  useEffect(() => {
    if (draft !== undefined) return;
    let mounted = true;
    import('../../../../../lib/generator-draft-schema').then(
      ({ loadDraft }) => {
        if (mounted) setDraft(loadDraft(browserStorage()));
      },
      () => {
        // The module could not be fetched (offline, a new deploy): a usable empty form beats a
        // page that never appears.
        if (mounted) setDraft(null);
      },
    );
    return () => {
      mounted = false;
    };
  }, [draft]);

  return draft;
}
