import type { Clock } from '../clock';
import type { WixDataApi } from '../data/api';
import type { RuntimeLog } from '../log';
import type { Watch } from '../watch';

/** A module's namespace object: named exports, `default` for the default export. */
export type Namespace = Record<string, unknown>;

export interface FetchRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  [option: string]: unknown;
}

/** What a test's fetch handler answers; `body` may be a string or any JSON-able value. */
export interface FetchReply {
  status?: number;
  statusText?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FetchHandler = (url: string, request: FetchRequest) => FetchReply | Promise<FetchReply>;

export interface MemberProfile {
  _id: string;
  loginEmail: string;
  [field: string]: unknown;
}

export interface PlatformOptions {
  /** Answers wix-fetch (and global fetch) calls; without it they reject: no network in preview. */
  fetch?: FetchHandler;
  /** A logged-in site member (true: a sample one); absent: a visitor, getMember() → undefined. */
  member?: boolean | Partial<MemberProfile>;
  /** The member's roles beside 'Member', by title: ['Admin'] for the site's owner or an admin. */
  memberRoles?: string[];
  /** The page URL wix-location reports. */
  url?: string;
  /** The device wix-window's formFactor reports (default 'Desktop'). */
  formFactor?: 'Desktop' | 'Mobile' | 'Tablet';
  /** What lightbox.getContext() returns (for code of a lightbox page). */
  lightboxContext?: unknown;
  /** What openLightbox() resolves with (the data the lightbox closed with). */
  lightboxResult?: (name: string, data: unknown) => unknown;
  /** Hears what the page asked of the outside world as it happens (the live preview shows it). */
  onRecord?: (record: PlatformEvent) => void;
}

/** A request the preview records instead of carrying out. */
export type PlatformEvent =
  { kind: 'navigation'; url: string } | { kind: 'lightbox'; name: string };

/** What the page did to the outside world, for tests to assert on. */
export interface PlatformRecords {
  navigations: string[];
  lightboxes: { name: string; data: unknown }[];
  clipboard: string[];
  /** Where wixWindowFrontend.scrollTo took the window: `{ x, y }` each time. */
  windowScrolls: { x: number; y: number }[];
  /** The data passed to lightbox.close(), when the code closed its lightbox. */
  closedLightbox?: { data: unknown };
}

export interface PlatformContext {
  readonly options: PlatformOptions;
  readonly records: PlatformRecords;
  readonly data: WixDataApi;
  readonly log: RuntimeLog;
  readonly clock: Clock;
  /** Wraps promises handed to page code, reporting the rejections it ignores. */
  readonly watch: Watch;
}
