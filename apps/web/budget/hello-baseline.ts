/**
 * The bundle-size baseline: create-vite's React "hello" page (a heading, a counter button, a
 * little CSS) built with this app's own Vite, React and plugin versions into a temp directory.
 * It is the least any React page built this way ships. Used by bench/web.ts.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import react from '@vitejs/plugin-react';
import { build } from 'vite';

const WEB_NODE_MODULES = path.resolve(import.meta.dirname, '..', 'node_modules');

const FILES: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Hello</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  'src/main.tsx': `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Hello, Vite + React</h1>
      <button onClick={() => setCount((value) => value + 1)}>count is {count}</button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
  'src/index.css': `:root { font-family: system-ui, sans-serif; color: #213547; background: #fff; }
main { max-width: 40rem; margin: 0 auto; padding: 2rem; text-align: center; }
button { border-radius: 8px; border: 1px solid transparent; padding: 0.6em 1.2em; cursor: pointer; }
`,
};

export type HelloBaseline = { distDir: string; remove: () => Promise<void> };

/** Builds the hello page; `distDir` holds index.html and assets/, like apps/web/dist. */
export async function buildHelloBaseline(): Promise<HelloBaseline> {
  const root = await mkdtemp(path.join(tmpdir(), 'veloforge-hello-'));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    // The same installed React the app bundles, linked as an npm install would place it.
    await mkdir(path.join(root, 'node_modules'));
    for (const name of ['react', 'react-dom']) {
      await symlink(path.join(WEB_NODE_MODULES, name), path.join(root, 'node_modules', name));
    }
    const distDir = path.join(root, 'dist');
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: distDir, emptyOutDir: true },
    });
    return { distDir, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
