import { exportStructureDocument } from '@veloforge/shared';

import { downloadFile } from '../../../../../components/code/code-actions';
import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { showToast } from '../../../../../lib/toast';
import { hasStructure, structureOfEditors } from './form-structure';

/**
 * Export structure (issue 11): the editors' structure downloads as the versioned JSON document
 * Import structure reads, so it can be versioned in git or handed to someone else. Loaded when
 * the user first exports, not with the page.
 */

export type ExportOutcome =
  { ok: true; fileName: string; text: string } | { ok: false; title: string; message: string };

/** 'veloforge-structure-2026-05-01.json', by the user's own calendar date. */
export function structureFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `veloforge-structure-${date}.json`;
}

export function exportFromForm(form: GeneratorForm, now: Date): ExportOutcome {
  if (!hasStructure(form)) {
    return {
      ok: false,
      title: 'Nothing to export',
      message: 'The Collections, Element IDs and Element Hierarchy editors are empty.',
    };
  }
  const read = structureOfEditors(form);
  if (!read.ok) {
    return {
      ok: false,
      title: 'Fix the editors before exporting',
      message: read.problems[0] ?? '',
    };
  }
  const document = exportStructureDocument(read.structure, now);
  return {
    ok: true,
    fileName: structureFileName(now),
    text: `${JSON.stringify(document, null, 2)}\n`,
  };
}

/** The Export button: download, or say why there is nothing to download. */
export function exportStructure(form: GeneratorForm): void {
  const outcome = exportFromForm(form, new Date());
  if (!outcome.ok) {
    showToast({ variant: 'destructive', title: outcome.title, description: outcome.message });
    return;
  }
  downloadFile(outcome.fileName, outcome.text, 'application/json');
  showToast({ title: 'Downloaded!', description: `Saved as ${outcome.fileName}` });
}
