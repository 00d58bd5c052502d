import type { Dispatch } from 'react';
import { useEffect, useRef } from 'react';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { showToast } from '../../../../../lib/toast';
import { trpc } from '../../../../../lib/trpc';
import type { FormAction } from './form-reducer';
import type { ResultAction } from './result-reducer';

type RestoreOptions = {
  /** '/?restore=<sessionId>' (the session page's Restore), with an optional '&version=<n>'. */
  sessionId: string | undefined;
  version: number | undefined;
  signedIn: boolean;
  sessionKnown: boolean;
  preferences: GeneratorForm['preferences'];
  dispatchForm: Dispatch<FormAction>;
  applyResult: (action: ResultAction) => void;
  /** Removes the search parameters once handled, so a reload does not restore again. */
  done: () => void;
};

/**
 * Fills the form from a past generation's request and the result panel from one of its versions,
 * so the user can continue from there (troubleshooting adds to that generation).
 */
export function useRestoreSession({
  sessionId,
  version,
  signedIn,
  sessionKnown,
  preferences,
  dispatchForm,
  applyResult,
  done,
}: RestoreOptions) {
  const utils = trpc.useUtils();
  const handled = useRef<string | null>(null);
  // The preferences in force when the restore runs, without re-running it when they change.
  const latestPreferences = useRef(preferences);
  useEffect(() => {
    latestPreferences.current = preferences;
  }, [preferences]);

  useEffect(() => {
    if (!sessionId || !sessionKnown) return;
    const key = `${sessionId}:${version ?? ''}`;
    if (handled.current === key) return;
    handled.current = key;
    if (!signedIn) {
      done();
      return;
    }
    void (async () => {
      try {
        // Always fresh: a version may have been added since the session page cached it.
        const session = await utils.sessions.get.fetch({ id: sessionId }, { staleTime: 0 });
        // Restoring checks the stored request with zod: loaded only when there is one to restore.
        const { formFromRequest, requestFromStored, versionToRestore } = await import('./restore');
        const restored = versionToRestore(session, version);
        dispatchForm({
          type: 'replace',
          form: formFromRequest(session.request, latestPreferences.current),
        });
        applyResult({
          type: 'restored',
          request: requestFromStored(session.request),
          sessionId: session.id,
          version: restored,
        });
        showToast({
          title: 'Generation Restored',
          description: `Version ${restored.n} is loaded: edit the form, regenerate or troubleshoot it.`,
        });
      } catch {
        showToast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to fetch session details',
        });
      } finally {
        done();
      }
    })();
  }, [sessionId, version, signedIn, sessionKnown, dispatchForm, applyResult, done, utils]);
}
