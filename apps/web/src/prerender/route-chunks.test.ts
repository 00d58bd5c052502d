import path from 'node:path';

import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';

import { createAppClients } from '../app';
import {
  type BuildManifest,
  readRouteSources,
  routeAssetUrls,
  routeFilesById,
} from './route-chunks';

const WEB = path.resolve(import.meta.dirname, '..', '..');

describe('routeFilesById', () => {
  it("finds the file of every route in the app's route tree", () => {
    const files = routeFilesById(readRouteSources(WEB));
    const { router } = createAppClients({ history: createMemoryHistory() });
    const ids = Object.keys(router.routesById).filter((id) => id !== '__root__');
    expect(ids.length).toBeGreaterThan(15);
    expect(ids.filter((id) => !files.has(id))).toEqual([]);
    expect(files.get('/_app/')).toBe('src/routes/_app/index.tsx');
    expect(files.get('/_app/_authed/session/$id')).toBe('src/routes/_app/_authed/session.$id.tsx');
  });

  it('refuses two files declaring one route', () => {
    const text = "export const Route = createFileRoute('/_site/faq')({});";
    expect(() =>
      routeFilesById([
        { path: 'src/routes/_site/faq.tsx', text },
        { path: 'src/routes/_site/faq-copy.tsx', text },
      ]),
    ).toThrow(/declared by src\/routes\/_site\/faq.tsx and/);
  });
});

describe('routeAssetUrls', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-a.js', imports: ['_vendor-b.js'] },
    '_vendor-b.js': { file: 'assets/vendor-b.js' },
    '_Card-c.js': {
      file: 'assets/Card-c.js',
      imports: ['_vendor-b.js'],
      css: ['assets/Card-x.css'],
    },
    'src/routes/_site.tsx?tsr-split=component': {
      file: 'assets/_site-d.js',
      imports: ['index.html', '_Card-c.js'],
    },
    'src/routes/_site/faq.tsx?tsr-split=component': {
      file: 'assets/faq-e.js',
      imports: ['index.html', '_Card-c.js'],
      css: ['assets/faq-y.css'],
    },
    'src/routes/_site/terms.tsx?tsr-split=component': { file: 'assets/terms-f.js' },
  };
  const files = new Map([
    ['/_site', 'src/routes/_site.tsx'],
    ['/_site/faq', 'src/routes/_site/faq.tsx'],
    ['/_site/terms', 'src/routes/_site/terms.tsx'],
    ['/_site/plain', 'src/routes/_site/plain.tsx'],
  ]);

  it("lists the matched routes' chunks and what they import, each once, outermost first", () => {
    expect(routeAssetUrls(manifest, files, ['__root__', '/_site', '/_site/faq']).scripts).toEqual([
      '/assets/_site-d.js',
      '/assets/index-a.js',
      '/assets/vendor-b.js',
      '/assets/Card-c.js',
      '/assets/faq-e.js',
    ]);
  });

  it('lists the stylesheets of those chunks, each once, and only theirs', () => {
    expect(routeAssetUrls(manifest, files, ['/_site', '/_site/faq']).stylesheets).toEqual([
      '/assets/Card-x.css',
      '/assets/faq-y.css',
    ]);
    expect(routeAssetUrls(manifest, files, ['/_site/terms']).stylesheets).toEqual([]);
  });

  it('skips routes without a split component and refuses a manifest missing an import', () => {
    expect(routeAssetUrls(manifest, files, ['/_site/plain'])).toEqual({
      scripts: [],
      stylesheets: [],
    });
    const broken = {
      ...manifest,
      'src/routes/_site/terms.tsx?tsr-split=component': {
        file: 'assets/terms-f.js',
        imports: ['_gone.js'],
      },
    };
    expect(() => routeAssetUrls(broken, files, ['/_site/terms'])).toThrow(/no _gone.js/);
  });
});
