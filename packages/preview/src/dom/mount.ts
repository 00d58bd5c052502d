/// <reference lib="dom" />
// The package's tsconfig targets plain ES2023 (the core runtime needs no DOM); this binding does.
import type { LogListener } from '../core/log';
import type { PlatformEvent } from '../core/platform/context';
import { runVeloPage, type VeloPageRun } from '../core/run-page';
import type { RuntimeStructure } from '../core/types';
import { inferBackendModulePath } from './backend-path';
import { bindPage } from './bind-page';

export interface MountPreviewInput {
  /** The document to render into: the sandboxed frame's, or happy-dom's in tests. */
  document: Document;
  /** The element the page is rendered into; its children are replaced. */
  root: HTMLElement;
  structure: RuntimeStructure;
  /** The generated HTML piece (a whole document or a fragment); '' builds a neutral layout. */
  html: string;
  frontendCode: string;
  backendCode?: string;
  backendModulePath?: string;
  /** A signed-in sample site member instead of a signed-out visitor. */
  member?: boolean;
  /** The member's roles beside 'Member', e.g. ['Admin'] for a site admin. */
  memberRoles?: string[];
  /** 'real' (default) in the frame; 'fake' lets tests drive timers with run.settle(). */
  clock?: 'fake' | 'real';
  /** Every console entry and uncaught error, as it happens. */
  onLog?: LogListener;
  /** Navigations, lightboxes and link clicks the preview records instead of following. */
  onRecord?: (record: PlatformEvent) => void;
}

export interface MountedPreview {
  /** The runtime behind the page (its $w, wix-data, console, errors, settle()). */
  run: VeloPageRun;
  /** Stops listening to the DOM and the page. */
  dispose(): void;
}

/**
 * Renders the page (the HTML piece, or a neutral layout from the hierarchy, so every declared id
 * exists), binds each `$w` element to its DOM node both ways, and runs the page code. Resolves
 * once the page's onReady work has finished; errors never reject: they go to onLog.
 */
export async function mountPreview(input: MountPreviewInput): Promise<MountedPreview> {
  const undo: (() => void)[] = [];
  const backendModulePath =
    input.backendModulePath ??
    (input.backendCode !== undefined ? inferBackendModulePath(input.frontendCode) : undefined);
  const run = await runVeloPage({
    structure: input.structure,
    frontendCode: input.frontendCode,
    ...(input.backendCode !== undefined ? { backendCode: input.backendCode } : {}),
    ...(backendModulePath !== undefined ? { backendModulePath } : {}),
    ...(input.member !== undefined ? { member: input.member } : {}),
    ...(input.memberRoles !== undefined ? { memberRoles: input.memberRoles } : {}),
    ...(input.onRecord ? { onRecord: input.onRecord } : {}),
    clock: input.clock ?? 'real',
    beforeRun: (page, log) => {
      // First, so what binding the page logs is heard too.
      if (input.onLog) undo.push(log.subscribe(input.onLog));
      try {
        undo.push(
          bindPage({
            document: input.document,
            root: input.root,
            html: input.html,
            page,
            log,
            ...(input.onRecord ? { onRecord: input.onRecord } : {}),
          }),
        );
      } catch (error) {
        // The page still runs without its DOM; the failure shows in the console like any other.
        log.uncaught(error);
      }
    },
  });
  return {
    run,
    dispose() {
      for (const stop of undo.splice(0).reverse()) stop();
    },
  };
}
