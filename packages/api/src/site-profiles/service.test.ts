import { randomUUID } from 'node:crypto';

import { sql, type Database, type Kysely } from '@veloforge/db';
import { createTestDb, testDatabaseKinds } from '@veloforge/db/testing';
import { MAX_SITE_PROFILES, ZSiteStructure, type TSiteStructureInput } from '@veloforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createSiteProfile,
  deleteSiteProfile,
  getSiteProfile,
  listSiteProfiles,
  updateSiteProfile,
} from './service';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Site profile not found' };
const NAME_TAKEN = { code: 'CONFLICT', message: 'You already have a site profile with this name' };
const TOO_MANY = {
  code: 'BAD_REQUEST',
  message: 'You can keep at most 50 site profiles. Delete one before saving another.',
};

/** As the editors send it: a '#' on an id, a blank collection, a blank element id. */
const STORE_INPUT: TSiteStructureInput = {
  collections: [
    {
      name: 'Products',
      fields: [
        { id: 'title', type: 'text' },
        { id: 'price', type: 'number' },
      ],
    },
    { name: '', fields: [] },
  ],
  elementIds: ['#searchInput', '  '],
  elementHierarchy: {
    elements: [
      { id: 'productRepeater', type: 'repeater', children: ['productTitle'] },
      { id: 'productTitle', type: 'text', parentId: 'productRepeater' },
      { id: 'badge', type: 'custom', customType: 'Badge', parentId: '' },
    ],
  },
};
const STORE = ZSiteStructure.parse(STORE_INPUT);
const EMPTY = ZSiteStructure.parse({});

async function makeUser(db: Kysely<Database>): Promise<string> {
  const username = `p${randomUUID().slice(0, 12)}`;
  const row = await db
    .insertInto('users')
    .values({ username, email: `${username}@example.com`, passwordHash: 'not-used' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function storedCount(db: Kysely<Database>, userId: string): Promise<number> {
  const rows = await db
    .selectFrom('siteProfiles')
    .select('id')
    .where('userId', '=', userId)
    .execute();
  return rows.length;
}

describe.each(testDatabaseKinds())('site profile service on %s', (kind) => {
  let db: Kysely<Database>;
  let destroy: () => Promise<void>;
  beforeAll(async () => {
    ({ db, destroy } = await createTestDb(kind));
  });
  afterAll(async () => {
    await destroy();
  });

  it('saves a structure as ZSiteStructure normalised it and answers it back unchanged', async () => {
    const owner = await makeUser(db);
    const created = await createSiteProfile(db, owner, { name: 'My store', structure: STORE });
    console.log(
      `created ${created.id}: ${created.collections} collections, ${created.elements} elements`,
    );

    expect(STORE.elementIds).toEqual(['searchInput']);
    expect(STORE.collections.map((c) => c.name)).toEqual(['Products']);
    expect(created).toEqual({
      id: expect.any(String),
      name: 'My store',
      collections: 1,
      elements: 3,
      createdAt: expect.any(String),
      updatedAt: created.createdAt,
      structure: STORE,
    });
    expect(await getSiteProfile(db, owner, created.id)).toEqual(created);
    const { structure: _structure, ...summary } = created;
    expect(await listSiteProfiles(db, owner)).toEqual([summary]);
  });

  it('lists the most recently updated first, with counts of collections and elements', async () => {
    const owner = await makeUser(db);
    const first = await createSiteProfile(db, owner, { name: 'first', structure: EMPTY });
    const second = await createSiteProfile(db, owner, { name: 'second', structure: STORE });
    await db
      .updateTable('siteProfiles')
      .set({ updatedAt: sql<Date>`updated_at - interval '1 hour'` })
      .where('userId', '=', owner)
      .execute();
    await updateSiteProfile(db, owner, { id: first.id, name: 'first, renamed' });

    const list = await listSiteProfiles(db, owner);
    console.log('list:', list.map((p) => `${p.name} (${p.collections}/${p.elements})`).join(', '));
    expect(list.map((p) => [p.id, p.name, p.collections, p.elements])).toEqual([
      [first.id, 'first, renamed', 0, 0],
      [second.id, 'second', 1, 3],
    ]);
  });

  it('renames and replaces the structure, separately or together', async () => {
    const owner = await makeUser(db);
    const profile = await createSiteProfile(db, owner, { name: 'draft', structure: EMPTY });

    const renamed = await updateSiteProfile(db, owner, { id: profile.id, name: 'Product page' });
    expect(renamed).toMatchObject({ name: 'Product page', structure: EMPTY });
    expect(renamed.updatedAt > profile.updatedAt).toBe(true);
    const replaced = await updateSiteProfile(db, owner, { id: profile.id, structure: STORE });
    expect(replaced).toMatchObject({ name: 'Product page', structure: STORE, elements: 3 });
    const both = await updateSiteProfile(db, owner, {
      id: profile.id,
      name: 'product PAGE',
      structure: EMPTY,
    });
    expect(both).toMatchObject({ name: 'product PAGE', structure: EMPTY, collections: 0 });
    expect(await updateSiteProfile(db, owner, { id: profile.id })).toEqual(both);
    expect(both.createdAt).toBe(profile.createdAt);
  });

  it('refuses a name the user already has, ignoring case, on create and on rename', async () => {
    const owner = await makeUser(db);
    const other = await makeUser(db);
    await createSiteProfile(db, owner, { name: 'My Store', structure: EMPTY });
    const second = await createSiteProfile(db, owner, { name: 'Blog', structure: EMPTY });

    await expect(
      createSiteProfile(db, owner, { name: 'my store', structure: STORE }),
    ).rejects.toMatchObject(NAME_TAKEN);
    await expect(
      updateSiteProfile(db, owner, { id: second.id, name: 'MY STORE' }),
    ).rejects.toMatchObject(NAME_TAKEN);
    expect(await getSiteProfile(db, owner, second.id)).toMatchObject({ name: 'Blog' });
    // Names are per user: someone else may use it.
    await expect(
      createSiteProfile(db, other, { name: 'my store', structure: EMPTY }),
    ).resolves.toMatchObject({ name: 'my store' });
    expect(await storedCount(db, owner)).toBe(2);
  });

  it(`keeps at most ${MAX_SITE_PROFILES} profiles, and allows one again after a delete`, async () => {
    const owner = await makeUser(db);
    const created = [];
    for (let n = 1; n <= MAX_SITE_PROFILES; n += 1) {
      created.push(await createSiteProfile(db, owner, { name: `page ${n}`, structure: EMPTY }));
    }
    await expect(
      createSiteProfile(db, owner, { name: 'one too many', structure: EMPTY }),
    ).rejects.toMatchObject(TOO_MANY);
    await deleteSiteProfile(db, owner, created[0]!.id);
    await expect(
      createSiteProfile(db, owner, { name: 'replacement', structure: EMPTY }),
    ).resolves.toMatchObject({ name: 'replacement' });
    console.log(`cap: ${MAX_SITE_PROFILES} created, 51st refused, 1 deleted, 1 more created`);
    expect(await storedCount(db, owner)).toBe(MAX_SITE_PROFILES);
  });

  it('lets concurrent saves reach the cap but never pass it', async () => {
    const owner = await makeUser(db);
    const already = MAX_SITE_PROFILES - 3;
    for (let n = 1; n <= already; n += 1) {
      await createSiteProfile(db, owner, { name: `page ${n}`, structure: EMPTY });
    }
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) =>
        createSiteProfile(db, owner, { name: `racing ${n}`, structure: STORE }),
      ),
    );
    const saved = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'BAD_REQUEST',
    ).length;
    console.log(`10 concurrent saves over ${already} profiles: ${saved} saved, ${refused} refused`);
    expect([saved, refused]).toEqual([3, 7]);
    expect(await storedCount(db, owner)).toBe(MAX_SITE_PROFILES);
  });

  it('lets only one of two concurrent saves under one name through', async () => {
    const owner = await makeUser(db);
    const profile = await createSiteProfile(db, owner, { name: 'a', structure: EMPTY });
    const results = await Promise.allSettled([
      createSiteProfile(db, owner, { name: 'Shared name', structure: EMPTY }),
      updateSiteProfile(db, owner, { id: profile.id, name: 'shared NAME' }),
    ]);
    const statuses = results.map((r) =>
      r.status === 'fulfilled' ? 'saved' : (r.reason as { code?: string }).code,
    );
    console.log('create and rename to one name at once:', statuses.join(', '));
    expect([...statuses].sort()).toEqual(['CONFLICT', 'saved']);
  });

  it("answers the same 404 for another user's profile, an unknown id and a non-uuid", async () => {
    const owner = await makeUser(db);
    const stranger = await makeUser(db);
    const mine = await createSiteProfile(db, owner, { name: 'mine', structure: STORE });
    for (const id of [mine.id, randomUUID(), 'not-a-uuid', '']) {
      await expect(getSiteProfile(db, stranger, id)).rejects.toMatchObject(NOT_FOUND);
      await expect(
        updateSiteProfile(db, stranger, { id, name: 'stolen', structure: EMPTY }),
      ).rejects.toMatchObject(NOT_FOUND);
      await expect(updateSiteProfile(db, stranger, { id })).rejects.toMatchObject(NOT_FOUND);
      await expect(deleteSiteProfile(db, stranger, id)).rejects.toMatchObject(NOT_FOUND);
    }
    expect(await listSiteProfiles(db, stranger)).toEqual([]);
    expect(await getSiteProfile(db, owner, mine.id)).toEqual(mine);
  });

  it('deletes a profile, after which it is a 404, and goes with its user', async () => {
    const owner = await makeUser(db);
    const gone = await createSiteProfile(db, owner, { name: 'gone', structure: EMPTY });
    await createSiteProfile(db, owner, { name: 'kept', structure: EMPTY });
    await deleteSiteProfile(db, owner, gone.id);
    await expect(getSiteProfile(db, owner, gone.id)).rejects.toMatchObject(NOT_FOUND);
    await expect(deleteSiteProfile(db, owner, gone.id)).rejects.toMatchObject(NOT_FOUND);
    expect((await listSiteProfiles(db, owner)).map((p) => p.name)).toEqual(['kept']);

    await db.deleteFrom('users').where('id', '=', owner).execute();
    expect(await storedCount(db, owner)).toBe(0);
  });

  it('refuses to save for a user that no longer exists', async () => {
    const ghost = randomUUID();
    await expect(
      createSiteProfile(db, ghost, { name: 'orphan', structure: EMPTY }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await storedCount(db, ghost)).toBe(0);
  });
});
