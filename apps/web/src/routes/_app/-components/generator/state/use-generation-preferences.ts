import type { TGenerationPreferences } from '@veloforge/shared';
import type { Dispatch } from 'react';
import { useEffect } from 'react';

import { errorMessage } from '../../../../../lib/api-error';
import { showToast } from '../../../../../lib/toast';
import { trpc } from '../../../../../lib/trpc';
import type { FormAction } from './form-reducer';

/**
 * The Settings tab's preferences. The form always holds the ones in force (they travel with
 * each request); a signed-in user's are loaded from and saved to their account, a visitor's stay
 * in the local draft with the rest of the form.
 */
export function useGenerationPreferences(
  signedIn: boolean,
  dispatch: Dispatch<FormAction>,
): { save: (preferences: TGenerationPreferences) => void; isSaving: boolean } {
  const utils = trpc.useUtils();
  const query = trpc.generation.preferences.useQuery(undefined, { enabled: signedIn });
  const mutation = trpc.generation.savePreferences.useMutation({
    onSuccess(data) {
      utils.generation.preferences.setData(undefined, data);
    },
    onError(error) {
      showToast({
        variant: 'destructive',
        title: 'Error',
        description: errorMessage(error, 'Failed to save your settings'),
      });
    },
  });

  const loaded = signedIn ? query.data?.preferences : undefined;
  useEffect(() => {
    if (loaded) dispatch({ type: 'setPreferences', preferences: loaded });
  }, [loaded, dispatch]);

  return {
    save(preferences) {
      dispatch({ type: 'setPreferences', preferences });
      if (signedIn) mutation.mutate(preferences);
    },
    isSaving: mutation.isPending,
  };
}
