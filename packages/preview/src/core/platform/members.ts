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

/**
 * Who is on the page: a visitor unless the run was given a member. One per run, shared by
 * wix-members, wix-users and the web-method permission check, so a login counts everywhere.
 */
export class MemberSession {
  private member: MemberProfile | undefined;
  private readonly loginHandlers: ((m: unknown) => unknown)[] = [];
  private readonly logoutHandlers: (() => unknown)[] = [];

  constructor(private readonly options: PlatformContext['options']) {
    const given = options.member;
    this.member = given
      ? { ...SAMPLE_MEMBER, ...(typeof given === 'object' ? given : {}) }
      : undefined;
  }

  get current(): MemberProfile | undefined {
    return this.member;
  }

  /** The titles of the member's roles beside 'Member' ('Admin' for an admin); none for a visitor. */
  extraRoles(): string[] {
    return this.member ? (this.options.memberRoles ?? []) : [];
  }

  logIn(): void {
    this.member ??= { ...SAMPLE_MEMBER };
    for (const handler of this.loginHandlers) handler(copyItem(this.member));
  }

  logOut(): void {
    this.member = undefined;
    for (const handler of this.logoutHandlers) handler();
  }

  onLogin(handler: (m: unknown) => unknown): void {
    this.loginHandlers.push(handler);
  }

  onLogout(handler: () => unknown): void {
    this.logoutHandlers.push(handler);
  }
}

/** wix-members(-frontend): the session's member; promptLogin logs one in. */
export function createMembers(session: MemberSession): Namespace {
  const currentMember = {
    getMember: async (_options?: unknown) =>
      session.current ? copyItem(session.current) : undefined,
    getRoles: async () =>
      session.current
        ? [
            { _id: 'member-role', title: 'Member', description: 'Site member' },
            ...session.extraRoles().map((title) => ({ _id: `${title.toLowerCase()}-role`, title })),
          ]
        : [],
    getPermissions: async () => [],
  };
  const authentication = {
    loggedIn: () => session.current !== undefined,
    promptLogin: async (_options?: unknown) => session.logIn(),
    promptForgotPassword: async () => undefined,
    login: async (_email: string, _password: string) => session.logIn(),
    register: async (email: string, _password: string) => {
      session.logIn();
      return { status: 'ACTIVE', member: { ...copyItem(session.current), loginEmail: email } };
    },
    logout: async () => session.logOut(),
    onLogin: (handler: (m: unknown) => unknown) => session.onLogin(handler),
    onLogout: (handler: () => unknown) => session.onLogout(handler),
  };
  const api = { currentMember, authentication };
  return { default: api, ...api };
}

/** wix-users (deprecated, still seen in older code): the same visitor or member. */
export function createUsers(session: MemberSession): Namespace {
  const currentUser = {
    get id() {
      return session.current?._id ?? 'anonymous-visitor';
    },
    get loggedIn() {
      return session.current !== undefined;
    },
    get role() {
      return session.current ? 'Member' : 'Visitor';
    },
    getEmail: async () => session.current?.loginEmail ?? '',
    getRoles: async () => (session.current ? [{ name: 'Member', description: 'Site member' }] : []),
  };
  const api = {
    currentUser,
    promptLogin: async () => session.logIn(),
    logout: async () => session.logOut(),
    onLogin: () => undefined,
  };
  return { default: api, ...api };
}
