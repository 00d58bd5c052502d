/**
 * The current '-frontend' module names (velo-reference.md section 9). corvid-types 0.4.16 only
 * knows the classic names; each '-frontend' module has the same API as its classic twin, so it
 * re-exports it. `export =` of the twin's namespace makes both `import wixWindowFrontend from ...`
 * and `import { rendering } from ...` type-check, as they do on Wix.
 */
const TWINS: [frontendName: string, classicName: string][] = [
  ['wix-location-frontend', 'wix-location'],
  ['wix-window-frontend', 'wix-window'],
  ['wix-storage-frontend', 'wix-storage'],
  ['wix-site-frontend', 'wix-site'],
  ['wix-seo-frontend', 'wix-seo'],
  ['wix-animations-frontend', 'wix-animations'],
  ['wix-realtime-frontend', 'wix-realtime'],
  ['wix-pay-frontend', 'wix-pay'],
  ['wix-crm-frontend', 'wix-crm'],
  ['wix-bookings-frontend', 'wix-bookings'],
  ['wix-stores-frontend', 'wix-stores'],
  ['wix-pricing-plans-frontend', 'wix-pricing-plans'],
];

const twinDeclarations = TWINS.map(
  ([frontend, classic]) => `
declare module '${frontend}' {
  import * as classic from '${classic}';
  export = classic;
}`,
).join('\n');

/**
 * wix-members-frontend: corvid's classic 'wix-members' lacks `authentication.loggedIn()`, which
 * current docs still list (marked for deprecation in 2026-09), so it is added here.
 */
const MEMBERS_FRONTEND = `
declare module 'wix-members-frontend' {
  import * as classic from 'wix-members';
  export const currentMember: classic.CurrentMember;
  export const authentication: classic.Authentication & {
    loggedIn(): boolean;
  };
}`;

export const FRONTEND_MODULE_DECLARATIONS = `${twinDeclarations}\n${MEMBERS_FRONTEND}\n`;

export const FRONTEND_MODULE_NAMES = [
  ...TWINS.map(([frontend]) => frontend),
  'wix-members-frontend',
];
