import { copyItem } from '../data/compare';
import type { MemberProfile, Namespace, PlatformContext } from './context';

const SAMPLE_MEMBER: MemberProfile = {
  _id: 'f2a1c3d4-5b6e-4f70-8a9b-0c1d2e3f4a5b',
  loginEmail: 'ava.carter@example.com',
  status: 'APPROVED',
  contactId: 'c0ffee00-1234-4abc-9def-0123456789ab',
  privacyStatus: 'PUBLIC',
  activityStatus: 'ACTIVE',
  _createdDate: new Date(Date.UTC(2025, 5, 1)),
  _updatedDate: new Date(Date.UTC(2025, 11, 1)),
  lastLoginDate: new Date(Date.UTC(2026, 0, 1)),
  contactDetails: {
    firstName: 'Ava',
    lastName: 'Carter',
    phones: [],
    emails: ['ava.carter@example.com'],
    addresses: [],
    customFields: {},
  },
  profile: {
    nickname: 'Ava Carter',
    slug: 'avacarter',
    profilePhoto: { url: 'https://static.wixstatic.com/media/member-1.jpg' },
    title: '',
  },
};

/** The _id of the member a run starts with, or undefined for a visitor. */
export function memberIdOf(given: PlatformContext['options']['member']): string | undefined {
  if (!given) return undefined;
  return (typeof given === 'object' ? given._id : undefined) ?? SAMPLE_MEMBER._id;
}

/** wix-members(-frontend): a visitor unless the run was given a member; promptLogin logs one in. */
export function createMembers(ctx: PlatformContext): Namespace {
  const given = ctx.options.member;
  let member: MemberProfile | undefined = given
    ? { ...SAMPLE_MEMBER, ...(typeof given === 'object' ? given : {}) }
    : undefined;
  const loginHandlers: ((m: unknown) => unknown)[] = [];
  const logoutHandlers: (() => unknown)[] = [];
  const logIn = () => {
    member ??= { ...SAMPLE_MEMBER };
    for (const handler of loginHandlers) handler(copyItem(member));
  };
  const currentMember = {
    getMember: async (_options?: unknown) => (member ? copyItem(member) : undefined),
    getRoles: async () =>
      member
        ? [
            { _id: 'member-role', title: 'Member', description: 'Site member' },
            ...(ctx.options.memberRoles ?? []).map((title) => ({
              _id: `${title.toLowerCase()}-role`,
              title,
            })),
          ]
        : [],
    getPermissions: async () => [],
  };
  const authentication = {
    loggedIn: () => member !== undefined,
    promptLogin: async (_options?: unknown) => logIn(),
    promptForgotPassword: async () => undefined,
    login: async (_email: string, _password: string) => logIn(),
    register: async (email: string, _password: string) => {
      logIn();
      return { status: 'ACTIVE', member: { ...copyItem(member), loginEmail: email } };
    },
    logout: async () => {
      member = undefined;
      for (const handler of logoutHandlers) handler();
    },
    onLogin: (handler: (m: unknown) => unknown) => {
      loginHandlers.push(handler);
    },
    onLogout: (handler: () => unknown) => {
      logoutHandlers.push(handler);
    },
  };
  const api = { currentMember, authentication };
  return { default: api, ...api };
}

/** wix-users (deprecated, still seen in older code): the same visitor or member. */
export function createUsers(ctx: PlatformContext): Namespace {
  const members = createMembers(ctx);
  const auth = members.authentication as {
    loggedIn: () => boolean;
    promptLogin: () => Promise<void>;
    logout: () => Promise<void>;
  };
  const given = ctx.options.member;
  const profile = given
    ? { ...SAMPLE_MEMBER, ...(typeof given === 'object' ? given : {}) }
    : undefined;
  const currentUser = {
    get id() {
      return profile?._id ?? 'anonymous-visitor';
    },
    get loggedIn() {
      return auth.loggedIn();
    },
    get role() {
      return auth.loggedIn() ? 'Member' : 'Visitor';
    },
    getEmail: async () => profile?.loginEmail ?? '',
    getRoles: async () => (auth.loggedIn() ? [{ name: 'Member', description: 'Site member' }] : []),
  };
  const api = {
    currentUser,
    promptLogin: auth.promptLogin,
    logout: auth.logout,
    onLogin: () => undefined,
  };
  return { default: api, ...api };
}
