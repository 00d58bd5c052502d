import { describe, expect, it } from 'vitest';

import type { TextElement } from '../../index';
import { runVeloPage, type RunVeloPageInput } from '../run-page';
import { ITEMS, structure } from '../testing/structure';

const page = structure([['out', 'Text']], [ITEMS]);
const run = (input: Omit<RunVeloPageInput, 'structure'>) =>
  runVeloPage({ structure: page, ...input });
const messages = (r: { console: { message: string }[] }) => r.console.map((e) => e.message);

const BACKEND = `
import { Permissions, webMethod } from 'wix-web-module';
import wixData from 'wix-data';

export const getCheapItems = webMethod(Permissions.Anyone, async (maxPrice, since) => {
  const { items } = await wixData.query('Items').le('price', maxPrice).find();
  return { count: items.length, sinceIsDate: since instanceof Date, when: since, fn: () => 1 };
});

export const fail = webMethod(Permissions.Anyone, async () => {
  throw new TypeError('backend says no');
});

export function notWrapped() { return 1; }
`;

describe('web modules', () => {
  it('calls webMethod functions from page code through serialization, always async', async () => {
    const r = await run({
      backendCode: BACKEND,
      backendModulePath: 'backend/items.web.js',
      frontendCode: `
        import { getCheapItems, fail, notWrapped } from 'backend/items.web';
        $w.onReady(async () => {
          const result = await getCheapItems(1000, new Date('2026-01-01'));
          console.log(result.count, result.sinceIsDate, result.when instanceof Date, 'fn' in result);
          await fail().catch((e) => console.log(e.name + ': ' + e.message));
          await notWrapped().catch((e) => console.log(e.message));
        });
      `,
    });
    expect(r.errors).toEqual([]);
    expect(messages(r)).toEqual([
      '8 true true false',
      'TypeError: backend says no',
      "notWrapped in backend/items.web.js is not a web method: wrap it with webMethod() from 'wix-web-module' to call it from the frontend.",
    ]);
  });

  it('refuses a web method whose permission excludes the caller, before it runs', async () => {
    const guarded = `
import { Permissions, webMethod } from 'wix-web-module';
export const forMembers = webMethod(Permissions.SiteMember, async () => { console.log('member ran'); return 'm'; });
export const forAdmins = webMethod(Permissions.Admin, async () => { console.log('admin ran'); return 'a'; });
`;
    const callBoth = (login: boolean) => `
import { forMembers, forAdmins } from 'backend/guarded.web';
import { authentication } from 'wix-members-frontend';
$w.onReady(async () => {
  ${login ? 'await authentication.promptLogin();' : ''}
  for (const call of [forMembers, forAdmins]) {
    await call().then((v) => console.log('got ' + v), (e) => console.log(e.code + ' ' + e.message));
  }
});`;
    const runAs = (input: Omit<RunVeloPageInput, 'structure' | 'frontendCode'>, login = false) =>
      run({
        backendCode: guarded,
        backendModulePath: 'backend/guarded.web.js',
        frontendCode: callBoth(login),
        ...input,
      }).then(messages);
    const visitorRefusal = (what: string) =>
      `PERMISSION_DENIED Permission denied: ${what} in backend/guarded.web.js: it is for ` +
      `${what === 'forMembers' ? 'logged-in site members (Permissions.SiteMember)' : 'admins (Permissions.Admin)'}` +
      ' and the caller is a visitor who is not logged in.';
    expect(await runAs({})).toEqual([visitorRefusal('forMembers'), visitorRefusal('forAdmins')]);
    const memberRefusal =
      'PERMISSION_DENIED Permission denied: forAdmins in backend/guarded.web.js: it is for admins' +
      ' (Permissions.Admin) and the caller is a site member without the Admin role.';
    expect(await runAs({ member: true })).toEqual(['member ran', 'got m', memberRefusal]);
    expect(await runAs({}, true)).toEqual(['member ran', 'got m', memberRefusal]);
    expect(await runAs({ member: true, memberRoles: ['Admin'] })).toEqual([
      'member ran',
      'got m',
      'admin ran',
      'got a',
    ]);
  });

  it('owns what a visitor inserts after logging in by that member', async () => {
    const r = await run({
      frontendCode: `
        import wixData from 'wix-data';
        import { authentication, currentMember } from 'wix-members-frontend';
        $w.onReady(async () => {
          const before = await wixData.insert('Items', { title: 'as visitor' });
          await authentication.promptLogin();
          const after = await wixData.insert('Items', { title: 'as member' });
          const member = await currentMember.getMember();
          console.log(before._owner === member._id, after._owner === member._id);
        });
      `,
    });
    expect(messages(r)).toEqual(['false true']);
  });

  it('resolves .web.js imports with the extension and legacy .jsw without it', async () => {
    const withExt = await run({
      backendCode: BACKEND,
      backendModulePath: 'backend/items.web.js',
      frontendCode:
        "import { getCheapItems } from 'backend/items.web.js';\n$w.onReady(async () => console.log((await getCheapItems(0)).count));",
    });
    expect(messages(withExt)).toEqual(['0']);
    const legacy = await run({
      backendCode:
        'export async function double(n) { return n * 2; }\nexport function sync() { return "s"; }',
      backendModulePath: 'backend/math.jsw',
      frontendCode:
        "import { double, sync } from 'backend/math';\n$w.onReady(async () => console.log(await double(21), sync() instanceof Promise));",
    });
    expect(messages(legacy)).toEqual(['42 true']);
  });

  it('keeps the backend in its own scope, without $w', async () => {
    const r = await run({
      backendCode: "export const leak = typeof $w;\nconst secret = 's';",
      backendModulePath: 'backend/a.web.js',
      frontendCode: 'console.log(typeof secret);',
    });
    expect(messages(r)).toEqual(['undefined']);
  });

  it('reports a failing backend and a page importing what does not exist', async () => {
    const r = await run({
      backendCode: "throw new Error('backend crashed');",
      backendModulePath: 'backend/a.web.js',
      frontendCode: "import { x } from 'backend/a.web';",
    });
    expect(r.errors).toEqual([
      'Error: backend crashed',
      "Error: Cannot import 'backend/a.web': the module failed to load (see the error before this one)",
    ]);
    const missing = await run({ frontendCode: "import { y } from 'backend/other.web';" });
    expect(missing.errors).toEqual(["Error: Cannot find module 'backend/other.web'"]);
  });
});

describe('platform modules', () => {
  it('records navigations, lightboxes, clipboard and window scrolls; reports Preview on desktop', async () => {
    const r = await run({
      lightboxResult: (name) => `closed ${name}`,
      frontendCode: `
        import wixLocationFrontend from 'wix-location-frontend';
        import wixWindow from 'wix-window';
        $w.onReady(async () => {
          console.log(wixWindow.formFactor, wixWindow.viewMode, wixWindow.rendering.env, wixLocationFrontend.path.length);
          console.log(await wixWindow.openLightbox('Signup', { plan: 'pro' }));
          await wixWindow.copyToClipboard('copied');
          await wixWindow.scrollTo(0, 120);
          wixLocationFrontend.to('/thank-you');
        });
      `,
    });
    expect(messages(r)).toEqual(['Desktop Preview browser 0', 'closed Signup']);
    expect(r.navigations).toEqual(['/thank-you']);
    expect(r.records.lightboxes).toEqual([{ name: 'Signup', data: { plan: 'pro' } }]);
    expect(r.records.clipboard).toEqual(['copied']);
    expect(r.records.windowScrolls).toEqual([{ x: 0, y: 120 }]);
  });

  it('reports the device the run asks for', async () => {
    const r = await run({
      formFactor: 'Mobile',
      frontendCode: `
        import wixWindowFrontend from 'wix-window-frontend';
        $w.onReady(() => console.log(wixWindowFrontend.formFactor));
      `,
    });
    expect(messages(r)).toEqual(['Mobile']);
  });

  it('stores strings in wix-storage and reads query parameters', async () => {
    const r = await run({
      url: 'https://www.example.com/shop/shoes?color=red',
      frontendCode: `
        import { local, session } from 'wix-storage-frontend';
        import { query, path } from 'wix-location-frontend';
        local.setItem('n', 5);
        console.log(typeof local.getItem('n'), local.getItem('n'), session.getItem('n'), query.color, path.join('/'));
      `,
    });
    expect(messages(r)).toEqual(['string 5 null red shop/shoes']);
  });

  it('answers members calls as a visitor, or as a member when asked', async () => {
    const code = `
      import { currentMember, authentication } from 'wix-members-frontend';
      $w.onReady(async () => {
        const member = await currentMember.getMember();
        console.log(member ? member.loginEmail : 'visitor', authentication.loggedIn());
      });
    `;
    expect(messages(await run({ frontendCode: code }))).toEqual(['visitor false']);
    expect(
      messages(await run({ frontendCode: code, member: { loginEmail: 'me@example.com' } })),
    ).toEqual(['me@example.com true']);
  });

  it("gives backend code the page's member through wix-members-backend", async () => {
    const input = {
      backendCode: `
        import { currentMember } from 'wix-members-backend';
        export async function whoAmI() {
          const member = await currentMember.getMember();
          return member ? member.loginEmail : 'nobody';
        }
      `,
      backendModulePath: 'backend/me.jsw',
      frontendCode: `
        import { whoAmI } from 'backend/me';
        $w.onReady(async () => console.log(await whoAmI()));
      `,
    };
    expect(messages(await run(input))).toEqual(['nobody']);
    expect(messages(await run({ ...input, member: { loginEmail: 'me@example.com' } }))).toEqual([
      'me@example.com',
    ]);
  });

  it('rejects wix-fetch without a handler; answers with one', async () => {
    const code = `
      import { fetch } from 'wix-fetch';
      $w.onReady(async () => {
        try {
          const res = await fetch('https://api.example.com/x', { method: 'get' });
          console.log(res.ok, (await res.json()).hello);
        } catch (e) { console.log(e.message); }
      });
    `;
    expect(messages(await run({ frontendCode: code }))[0]).toMatch(
      /^network disabled in preview: fetch\('https:\/\/api.example.com\/x'\)/,
    );
    const answered = await run({ frontendCode: code, fetch: () => ({ body: { hello: 'world' } }) });
    expect(messages(answered)).toEqual(['true world']);
  });

  it('shares one wix-data between page, backend and the run', async () => {
    const r = await run({
      backendCode:
        "import wixData from 'wix-data';\nexport async function count() { return wixData.query('Items').count(); }",
      backendModulePath: 'backend/c.jsw',
      frontendCode: `
        import wixData from 'wix-data';
        import { count } from 'backend/c';
        $w.onReady(async () => {
          await wixData.insert('Items', { title: 'From page' });
          $w('#out').text = String(await count());
        });
      `,
    });
    expect((r.$w('#out') as TextElement).text).toBe('9');
    expect(await r.wixData.query('Items').eq('title', 'From page').count()).toBe(1);
  });

  it('reports SDK promise rejections page code leaves unhandled, and only those', async () => {
    const r = await run({
      frontendCode: `
        import wixData from 'wix-data';
        $w.onReady(() => {
          wixData.get('Missing', 'x');
          wixData.query('Items').limit(5000).find().then((res) => res.items);
          wixData.query('Missing').count().catch((e) => console.log('handled ' + e.code));
        });
      `,
    });
    expect(r.errors).toEqual([
      'Error: The Missing collection does not exist.',
      "Error: 'limit' cannot exceed 1000",
    ]);
    expect(messages(r)).toEqual(['handled WDE0025']);
  });
});
