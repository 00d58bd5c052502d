import { rewriteModule } from './modules/rewriter';
import type { Namespace } from './platform/context';
import {
  isWebMethod,
  permissionRefusal,
  remoteCall,
  type WebMethodCaller,
} from './platform/web-module';
import { passThrough, type Watch } from './watch';

export type ModuleKind = 'page' | 'public' | 'backend';

interface SourceModule {
  path: string;
  kind: ModuleKind;
  code: string;
  exports: Namespace;
  state: 'new' | 'evaluating' | 'done' | 'failed';
  evaluation?: Promise<void>;
}

export interface ModuleSystemOptions {
  builtins: ReadonlyMap<string, Namespace>;
  /** Globals each kind of module sees ($w, the fake timers, the collected console…). */
  globals: (kind: ModuleKind) => Record<string, unknown>;
  /** Wraps the promises web-module calls hand to page code. */
  watch?: Watch;
  /** Who calls web methods from the page; without it every permission admits the call. */
  caller?: WebMethodCaller;
}

/** 'backend/items.web.js' is also imported as 'backend/items.web'; 'backend/a.jsw' as 'backend/a'. */
function aliasesOf(path: string): string[] {
  const clean = path.replace(/^\.?\//, '');
  const bare = clean.replace(/\.(js|jsw)$/, '');
  return [...new Set([clean, bare, `${bare}.js`])];
}

function kindOf(path: string): ModuleKind {
  if (path.startsWith('backend/')) return 'backend';
  if (path.startsWith('public/')) return 'public';
  return 'page';
}

/**
 * Evaluates Velo modules in one shared runtime: each source module runs once, in its own scope,
 * after the source modules it imports. Page code importing a backend web module gets what the
 * frontend gets: web methods called through serialization, always returning Promises.
 */
export class ModuleSystem {
  private readonly sources = new Map<string, SourceModule>();
  private readonly frontendViews = new Map<SourceModule, Namespace>();

  constructor(private readonly options: ModuleSystemOptions) {}

  add(path: string, code: string, kind: ModuleKind = kindOf(path)): void {
    const module: SourceModule = { path, kind, code, exports: {}, state: 'new' };
    for (const alias of aliasesOf(path)) this.sources.set(alias, module);
  }

  /** Evaluates a module (and its source imports first); resolves to its exports. */
  async evaluate(path: string): Promise<Namespace> {
    const module = this.sources.get(path.replace(/^\.?\//, ''));
    if (!module) throw new Error(`Cannot find module '${path}'`);
    await this.run(module);
    return module.exports;
  }

  private run(module: SourceModule): Promise<void> {
    module.evaluation ??= this.execute(module);
    return module.evaluation;
  }

  private async execute(module: SourceModule): Promise<void> {
    module.state = 'evaluating';
    try {
      const { code, imports } = rewriteModule(module.code);
      for (const specifier of imports) {
        const dependency = this.sources.get(specifier.replace(/^\.?\//, ''));
        if (dependency && dependency.state === 'new') await this.run(dependency);
      }
      const globals = this.options.globals(module.kind);
      const names = ['__vf_import', '__vf_export', '__vf_exportAll', ...Object.keys(globals)];
      // Globals are parameters of an outer function and the module body is an inner async
      // function, so module declarations may shadow them and top-level await works. Running
      // the user's code is the point of this runtime, hence the Function constructor.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      const factory = new Function(
        ...names,
        `"use strict";\nreturn (async function () {\n${code}\n})();`,
      ) as (...args: unknown[]) => Promise<void>;
      await factory(
        (specifier: unknown, wanted: unknown) =>
          this.importFor(module, specifier, wanted as string[]),
        (getters: Record<string, () => unknown>) => this.defineExports(module.exports, getters),
        (namespace: Namespace) => this.exportAll(module.exports, namespace),
        ...Object.values(globals),
      );
      module.state = 'done';
    } catch (error) {
      module.state = 'failed';
      throw error;
    }
  }

  private importFor(importer: SourceModule, specifier: unknown, wanted: string[]): Namespace {
    const name = String(specifier);
    const namespace = this.resolve(importer, name);
    for (const export_ of wanted) {
      if (!(export_ in namespace)) {
        throw new SyntaxError(
          `The requested module '${name}' does not provide an export named '${export_}'`,
        );
      }
    }
    return namespace;
  }

  private resolve(importer: SourceModule, specifier: string): Namespace {
    const builtin = this.options.builtins.get(specifier);
    if (builtin) return builtin;
    const module = this.sources.get(specifier.replace(/^\.?\//, ''));
    if (!module) throw new Error(`Cannot find module '${specifier}'`);
    if (module.state === 'failed') {
      throw new Error(
        `Cannot import '${specifier}': the module failed to load (see the error before this one)`,
      );
    }
    if (module.kind !== 'backend' || importer.kind === 'backend') return module.exports;
    if (!/\.(web\.js|jsw)$/.test(module.path)) {
      throw new Error(
        `Cannot import '${specifier}' in ${importer.kind} code: only web modules (.web.js, .jsw) are callable from the frontend.`,
      );
    }
    return this.frontendView(module);
  }

  /** The frontend's proxy of a web module: web methods (every export of a .jsw) as remote calls. */
  private frontendView(module: SourceModule): Namespace {
    const cached = this.frontendViews.get(module);
    if (cached) return cached;
    const legacy = module.path.endsWith('.jsw');
    const watch = this.options.watch ?? passThrough;
    const view: Namespace = {};
    for (const name of Object.keys(module.exports)) {
      const value = module.exports[name];
      if (isWebMethod(value)) view[name] = this.permitted(value, `${name} in ${module.path}`);
      else if (typeof value === 'function' && legacy) {
        view[name] = remoteCall(value as (...a: unknown[]) => unknown, watch);
      } else if (typeof value === 'function') {
        const message = `${name} in ${module.path} is not a web method: wrap it with webMethod() from 'wix-web-module' to call it from the frontend.`;
        view[name] = () => watch(Promise.reject(new Error(message)));
      } else view[name] = undefined;
    }
    this.frontendViews.set(module, view);
    return view;
  }

  /** A web method as the page calls it: refused, like Wix does, when its permission excludes the caller. */
  private permitted(method: unknown, label: string): (...args: unknown[]) => unknown {
    const call = method as (...args: unknown[]) => unknown;
    const { caller } = this.options;
    if (!caller) return call;
    const watch = this.options.watch ?? passThrough;
    return (...args: unknown[]) => {
      const refusal = permissionRefusal(method, caller);
      if (!refusal) return call(...args);
      const error = Object.assign(new Error(`Permission denied: ${label}: ${refusal}.`), {
        code: 'PERMISSION_DENIED',
      });
      return watch(Promise.reject(error));
    };
  }

  private defineExports(target: Namespace, getters: Record<string, () => unknown>): void {
    for (const [name, get] of Object.entries(getters)) {
      Object.defineProperty(target, name, { get, enumerable: true, configurable: true });
    }
  }

  private exportAll(target: Namespace, namespace: Namespace): void {
    for (const name of Object.keys(namespace)) {
      if (name === 'default' || name in target) continue;
      Object.defineProperty(target, name, {
        get: () => namespace[name],
        enumerable: true,
        configurable: true,
      });
    }
  }
}
