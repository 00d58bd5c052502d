import { createWixDataNamespace } from './data';
import type { Namespace, PlatformContext } from './context';
import { createFetch, createFetchModule, type FetchFunction } from './fetch';
import { createLocation } from './location';
import { createMembers, createUsers, MemberSession } from './members';
import { createStorage } from './storage';
import { createWebModule, type WebMethodCaller } from './web-module';
import { createWindow } from './window';

/**
 * The Wix modules page and backend code may import, built once per run (so both sides share
 * them, like one site). Both the current `-frontend` names and the legacy ones resolve.
 */
export function createPlatform(
  ctx: PlatformContext,
  /** Who is on the page, shared with the data store that owns their inserts. */
  session = new MemberSession(ctx.options),
): {
  modules: Map<string, Namespace>;
  fetch: FetchFunction;
  caller: WebMethodCaller;
} {
  const fetch = createFetch(ctx);
  const location = createLocation(ctx);
  const window = createWindow(ctx);
  const storage = createStorage();
  const members = createMembers(session);
  const modules = new Map<string, Namespace>([
    ['wix-data', createWixDataNamespace(ctx.data)],
    ['wix-location', location],
    ['wix-location-frontend', location],
    ['wix-window', window],
    ['wix-window-frontend', window],
    ['wix-storage', storage],
    ['wix-storage-frontend', storage],
    ['wix-members', members],
    ['wix-members-frontend', members],
    // A backend web module reads the calling member here (one site: the same member as the page).
    ['wix-members-backend', members],
    ['wix-users', createUsers(session)],
    ['wix-fetch', createFetchModule(fetch, ctx.watch)],
    ['wix-web-module', createWebModule(ctx.watch)],
  ]);
  const caller: WebMethodCaller = {
    loggedIn: () => session.current !== undefined,
    roles: () => session.extraRoles(),
  };
  return { modules, fetch, caller };
}

export type {
  FetchHandler,
  FetchReply,
  FetchRequest,
  PlatformEvent,
  PlatformOptions,
  PlatformRecords,
} from './context';
