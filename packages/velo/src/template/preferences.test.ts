import { describe, expect, it } from 'vitest';

import { parsedSites } from '../fixtures/sites';
import { allCases, generate, hasComment } from './test-support';

const cases = allCases();
const site = (name: string) => {
  const found = parsedSites().find((s) => s.name === name);
  if (!found) throw new Error(`no fixture ${name}`);
  return found.request;
};

describe('template engine: preferences', () => {
  it('writes .web.js web modules with webMethod, or .jsw plain functions', () => {
    for (const c of cases) {
      if (!c.pieces.backendCode) continue;
      const exports = [...c.pieces.backendCode.matchAll(/^export (const|async function) (\w+)/gm)];
      expect(exports.length, c.name).toBeGreaterThan(0);
      if (c.request.preferences.webModuleStyle === 'web') {
        expect(c.pieces.backendCode).toContain(
          "import { Permissions, webMethod } from 'wix-web-module';",
        );
        for (const m of exports) expect(m[1], `${c.name}: ${m[2]}`).toBe('const');
        expect(c.pieces.backendCode).toMatch(/webMethod\(Permissions\.Anyone, async \(/);
      } else {
        expect(c.pieces.backendCode).not.toMatch(/webMethod|wix-web-module/);
        for (const m of exports) expect(m[1], `${c.name}: ${m[2]}`).toBe('async function');
      }
    }
  });

  it('imports backend functions from the module path the preference gives', () => {
    const store = generate({ ...site('store-catalogue'), outputType: 'frontend_backend' }).pieces;
    expect(store.frontendCode).toMatch(/from 'backend\/products\.web';/);
    expect(store.frontendCode).not.toMatch(/wixData\./);
    const jsw = generate({
      ...site('store-catalogue'),
      outputType: 'frontend_backend',
      preferences: { webModuleStyle: 'jsw', moduleNames: 'frontend', comments: true },
    }).pieces;
    expect(jsw.frontendCode).toMatch(/from 'backend\/products';/);
    for (const c of cases.filter((x) => x.pieces.frontendCode && x.pieces.backendCode)) {
      for (const m of c.pieces.frontendCode.matchAll(/import \{ ([^}]+) \} from 'backend\//g)) {
        for (const name of (m[1] ?? '').split(', ')) {
          expect(c.pieces.backendCode, `${c.name}: ${name}`).toMatch(
            new RegExp(`export (const|async function) ${name}\\b`),
          );
        }
      }
    }
  });

  it('uses -frontend module names, or the legacy ones when asked', () => {
    const blog = site('blog');
    const current = generate(blog).pieces.frontendCode;
    expect(current).toContain("import wixLocationFrontend from 'wix-location-frontend';");
    const legacy = generate({
      ...blog,
      preferences: { ...blog.preferences, moduleNames: 'legacy' },
    }).pieces.frontendCode;
    expect(legacy).toContain("import wixLocation from 'wix-location';");
    expect(legacy).toContain('wixLocation.to(');
    expect(legacy).not.toContain('-frontend');
    const team = generate({
      ...site('team-page'),
      preferences: { webModuleStyle: 'web', moduleNames: 'legacy', comments: true },
    });
    expect(team.pieces.frontendCode).toContain("import wixWindow from 'wix-window';");
    expect(team.pieces.frontendCode).toContain(
      "await wixWindow.openLightbox('Member Profile', item);",
    );
  });

  it('writes no comments at all when comments are off', () => {
    for (const { name, request } of parsedSites()) {
      if (request.referenceCode) continue;
      for (const outputType of ['full', 'backend'] as const) {
        const r = {
          ...request,
          outputType,
          preferences: { ...request.preferences, comments: false },
        };
        const { pieces } = generate(r);
        for (const code of [pieces.frontendCode, pieces.backendCode, pieces.htmlCode])
          expect(hasComment(code), name).toBe(false);
      }
    }
  });

  it('writes a header saying where the code goes, and a comment per feature, when comments are on', () => {
    const { pieces } = generate({ ...site('store-catalogue'), outputType: 'full' });
    expect(pieces.frontendCode.split('\n')[0]).toMatch(
      /^\/\/ Page code for the Products page: paste it into the page's code panel/,
    );
    expect(pieces.backendCode.split('\n')[0]).toContain('backend/products.web.js');
    expect(pieces.frontendCode).toMatch(/\/\/ Search as the visitor types, 300 ms/);
    expect(pieces.frontendCode).toMatch(/\/\/ Load more:/);
  });
});

describe('template engine: instructions', () => {
  it('name every collection, field key and element id', () => {
    for (const c of cases) {
      for (const collection of c.structure.collections) {
        expect(c.pieces.instructions, c.name).toContain(`\`${collection.name}\``);
        for (const f of collection.fields)
          expect(c.pieces.instructions, `${c.name}: ${f.key}`).toContain(`\`${f.key}\``);
      }
      for (const e of c.structure.elements)
        expect(c.pieces.instructions, `${c.name}: ${e.id}`).toContain(`\`${e.id}\``);
    }
  });

  it('are numbered steps covering Dev Mode, the backend path, the page code and testing', () => {
    const { pieces } = generate({ ...site('booking-form'), includeInstructions: true });
    expect(pieces.instructions).toMatch(/^1\. \*\*Turn on Dev Mode/m);
    expect(pieces.instructions).toContain('`backend/bookings.jsw`');
    expect(pieces.instructions).toMatch(/Paste the page code/);
    expect(pieces.instructions).toMatch(/Preview and test/);
    expect(pieces.instructions).toMatch(/`guests`: Number/);
    expect(pieces.instructions).toMatch(/`bookingDate`: Date/);
  });
});
