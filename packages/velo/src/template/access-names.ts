import type { Access } from './keywords';

/** How the setup and the web module name who may do what, for each access. */

/** The `Permissions` member of 'wix-web-module' the web methods use. */
export const WEB_METHOD_PERMISSION: Record<Access, 'Anyone' | 'SiteMember' | 'Admin'> = {
  anyone: 'Anyone',
  members: 'SiteMember',
  owner: 'SiteMember',
  admin: 'Admin',
};

/** Who may call the web methods, as the backend's comments say it. */
export const CALLERS: Record<Access, string> = {
  anyone: 'anyone',
  members: 'signed-in members',
  owner: 'signed-in members',
  admin: 'site admins',
};

/** The role the editor's .jsw permissions and the CMS permissions name for each access. */
export const EDITOR_ROLE: Record<Access, string> = {
  anyone: 'Anyone',
  members: 'Site member',
  owner: 'Site member',
  admin: 'Admin',
};

/** The add row when only adding is asked for: who submits the page's form. */
export const SAVING: Record<Access, string> = {
  anyone: 'anyone can add content (visitors submit the form)',
  members: `site members can add content ("${EDITOR_ROLE.members}": signed-in members submit the form)`,
  owner: `site members can add content ("${EDITOR_ROLE.members}": the member who submits an item becomes its owner)`,
  admin: `only admins can add content ("${EDITOR_ROLE.admin}": site admins submit the form)`,
};

/** Who a permission lets in, as the setup step says it, and the role the CMS names. */
export const WHO: Record<Access, { who: string; role: string }> = {
  anyone: { who: 'anyone', role: EDITOR_ROLE.anyone },
  members: { who: 'site members', role: EDITOR_ROLE.members },
  owner: { who: "only the item's author", role: 'Site member author' },
  admin: { who: 'only admins', role: EDITOR_ROLE.admin },
};
