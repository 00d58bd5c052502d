import { FakeClock, type Clock, type ClockLimits } from './clock';
import { createWixData, type WixDataApi } from './data/api';
import { DataStore } from './data/store';
import type { Selector } from './elements/host';
import type { VeloNode } from './elements/node';
import { RuntimeLog } from './log';
import { ModuleSystem, type ModuleKind } from './modules';
import { RealClock } from './real-clock';
import { Page } from './page';
import type { Namespace, PlatformOptions, PlatformRecords } from './platform/context';
import { createPlatform } from './platform/index';
import { MemberSession } from './platform/members';
import type { ConsoleEntry, RuntimeStructure } from './types';
import { createWatch } from './watch';

export interface RunVeloPageInput extends PlatformOptions {
  structure: RuntimeStructure;
  /** The page code (ES module syntax, `$w` global). */
  frontendCode: string;
  /** One backend module, e.g. a web module the page imports. */
  backendCode?: string;
  /** Where backendCode lives, e.g. 'backend/items.web.js' (default) or 'backend/items.jsw'. */
  backendModulePath?: string;
  /** Further source modules by path ('public/utils.js', 'backend/other.web.js'). */
  modules?: Record<string, string>;
  /** Seeds the sample data; the same seed gives the same items. */
  seed?: number;
  itemsPerCollection?: number;
  limits?: Partial<ClockLimits>;
  /**
   * 'fake' (default): timers run only when the runtime drives them, instantly and
   * deterministically (tests). 'real': the browser's timers (the live preview).
   */
  clock?: 'fake' | 'real';
  /** Called once the page exists and before any code runs (a DOM binding subscribes here). */
  beforeRun?: (page: Page, log: RuntimeLog) => void;
}

export interface VeloPageRun {
  $w: Selector;
  wixData: WixDataApi;
  /** Everything the code and the SDK logged, in order. */
  console: ConsoleEntry[];
  /** Uncaught exceptions and rejections, formatted like the browser prints them. */
  errors: string[];
  /** URLs passed to wixLocationFrontend.to(). */
  navigations: string[];
  records: PlatformRecords;
  /** The page module's exports. */
  exports: Namespace;
  page: Page;
  clock: Clock;
  /** The page-level element with this id (a repeated element's template), if declared. */
  element(id: string): VeloNode | undefined;
  /** Fires an event like a visitor would and waits for its handlers; `itemId` picks a repeater item. */
  fire(selector: string, eventType: string, extra?: Record<string, unknown>): Promise<void>;
  /** Types into / picks in an input as a visitor would (firing input and change), then waits. */
  setValue(selector: string, value: unknown, options?: { itemId?: string }): Promise<void>;
  /** Runs pending fake timers and waits for started work, within the clock's bounds. */
  settle(): Promise<void>;
}

const PAGE_PATH = 'page.js';
const DEFAULT_BACKEND_PATH = 'backend/module.web.js';

/**
 * Runs page code the way the Wix viewer does, in memory: evaluate the backend module, then the
 * page module, run the `$w.onReady` callbacks, then the datasets' onReady, then settle timers.
 * Nothing here throws for the page's own errors: they land in `errors` and `console`.
 */
export async function runVeloPage(input: RunVeloPageInput): Promise<VeloPageRun> {
  const log = new RuntimeLog();
  const clock: Clock =
    input.clock === 'real' ? new RealClock(log) : new FakeClock(log, input.limits);
  const watch = createWatch(
    (error) => log.uncaught(error),
    (check) => clock.track(check),
  );
  const session = new MemberSession(input);
  const wixData = createWixData(
    new DataStore(input.structure.collections, {
      seed: input.seed ?? 1,
      itemsPerCollection: input.itemsPerCollection ?? 8,
      watch,
      // What a signed-in member inserts is theirs: an _owner filter on their id finds it.
      owner: () => session.current?._id,
    }),
  );
  const records: PlatformRecords = {
    navigations: [],
    lightboxes: [],
    clipboard: [],
    windowScrolls: [],
  };
  const page = new Page(input.structure, { log, clock, data: wixData });
  const platform = createPlatform(
    { options: input, records, data: wixData, log, clock, watch },
    session,
  );
  const consoleObject = log.createConsole();
  const globals = (kind: ModuleKind): Record<string, unknown> => ({
    ...(kind === 'backend' ? {} : { $w: page.$w }),
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    setInterval: clock.setInterval,
    clearInterval: clock.clearInterval,
    console: consoleObject,
    fetch: platform.fetch,
  });
  const modules = new ModuleSystem({
    builtins: platform.modules,
    globals,
    watch,
    caller: platform.caller,
  });
  const backendPath = input.backendModulePath ?? DEFAULT_BACKEND_PATH;
  if (input.backendCode !== undefined) modules.add(backendPath, input.backendCode, 'backend');
  for (const [path, code] of Object.entries(input.modules ?? {})) modules.add(path, code);
  modules.add(PAGE_PATH, input.frontendCode, 'page');

  /** Awaits work while driving the fake clock; `done: false` if it never finished within the bounds. */
  const drive = async <T>(
    work: Promise<T>,
  ): Promise<{ done: true; value: T } | { done: false }> => {
    // Its rejection is rethrown below when it finishes; until then the host must not report it.
    work.catch(() => undefined);
    if (!(await clock.drive(work))) return { done: false };
    return { done: true, value: await work };
  };
  const evaluate = async (path: string): Promise<Namespace> => {
    try {
      const result = await drive(modules.evaluate(path));
      return result.done ? result.value : {};
    } catch (error) {
      log.uncaught(error);
      return {};
    }
  };

  input.beforeRun?.(page, log);
  if (input.backendCode !== undefined) await evaluate(backendPath);
  const exports = await evaluate(PAGE_PATH);
  page.wireStaticHandlers(exports);
  await drive(page.runReady());
  await drive(page.runDatasetsReady());
  await clock.drive();

  return {
    $w: page.$w,
    wixData,
    console: log.entries,
    errors: log.errors,
    navigations: records.navigations,
    records,
    exports,
    page,
    clock,
    element: (id) => page.elements.get(id.replace(/^#/, '')),
    fire: async (selector, eventType, extra) => {
      await drive(page.fire(selector, eventType, extra));
    },
    setValue: async (selector, value, options) => {
      await drive(page.setValue(selector, value, options?.itemId));
    },
    settle: async () => {
      await clock.drive();
    },
  };
}
