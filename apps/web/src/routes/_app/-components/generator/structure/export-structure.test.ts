import { readStructureDocument } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { emptyForm } from '../../../../../lib/generator-draft';
import { exportFromForm, structureFileName } from './export-structure';
import { hasStructure, structureOfEditors } from './form-structure';
import { importIntoForm } from './import-flow';
import { suggestProfileName } from './profile-names';
import { PAGE_EXPORT, text, typedForm } from './test-documents';

const MAY_FIRST = new Date(2026, 4, 1, 9, 30);

describe('Export structure', () => {
  it('names the download by the local date and writes a document Import reads back', () => {
    expect(structureFileName(MAY_FIRST)).toBe('veloforge-structure-2026-05-01.json');
    const read = readStructureDocument(text(PAGE_EXPORT));
    if (!read.ok) throw new Error(read.problems.join('\n'));
    const withPage = importIntoForm(typedForm(), read, 'replace');
    if (!withPage.ok) throw new Error(withPage.problems.join('\n'));

    const outcome = exportFromForm(withPage.form, MAY_FIRST);
    console.log(
      `export: ${outcome.ok ? `${outcome.fileName}, ${outcome.text.length} chars` : outcome.message}`,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.fileName).toBe('veloforge-structure-2026-05-01.json');
    const document = JSON.parse(outcome.text) as Record<string, unknown>;
    expect(document).toMatchObject({ format: 'veloforge.site-structure', source: 'veloforge' });

    const back = readStructureDocument(outcome.text);
    const editors = structureOfEditors(withPage.form);
    if (!back.ok || !editors.ok) throw new Error('export did not read back');
    expect(back.structure).toEqual(editors.structure);
  });

  it('says why there is nothing to download for empty or invalid editors', () => {
    expect(hasStructure(emptyForm())).toBe(false);
    expect(exportFromForm(emptyForm(), MAY_FIRST)).toEqual({
      ok: false,
      title: 'Nothing to export',
      message: 'The Collections, Element IDs and Element Hierarchy editors are empty.',
    });
    const invalid = typedForm();
    invalid.collections[0]?.fields.push({ key: 'blank', id: '', type: 'text' });
    const outcome = exportFromForm(invalid, MAY_FIRST);
    console.log(`invalid export: ${JSON.stringify(outcome)}`);
    expect(outcome).toEqual({
      ok: false,
      title: 'Fix the editors before exporting',
      message: 'Collections: Collection "Products" has fields with empty IDs',
    });
  });
});

describe('Save as profile: suggested name', () => {
  it('is dated and never one the user already has, ignoring case', () => {
    const first = suggestProfileName([], MAY_FIRST);
    expect(first).toBe('Site structure — May 1, 2026');
    const taken = [first.toUpperCase(), `${first} (2)`];
    expect(suggestProfileName(taken, MAY_FIRST)).toBe('Site structure — May 1, 2026 (3)');
  });
});
