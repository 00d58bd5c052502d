import { ZSiteStructure } from '@veloforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, serverTestKinds, type TestClient, type TestServer } from '../testing';
import { createKey, keyClient } from './api-key-test-helpers';

const PROFILES = '/api/me/site-profiles';
const NOT_FOUND = { message: 'Site profile not found' };

/** As the editors send it: '#' on ids, a blank collection and a blank element id. */
const EDITOR_STRUCTURE = {
  collections: [
    {
      name: 'Products',
      fields: [
        { id: 'title', type: 'text' },
        { id: 'price', type: 'number' },
      ],
    },
    { name: '  ', fields: [] },
  ],
  elementIds: ['#searchInput', ''],
  elementHierarchy: {
    elements: [
      { id: '#productRepeater', type: 'repeater', children: ['productTitle'] },
      { id: 'productTitle', type: 'text', parentId: 'productRepeater' },
      { id: 'ratingStars', type: 'custom', customType: 'RatingsDisplay', parentId: '' },
    ],
  },
};
const SMALL_STRUCTURE = { collections: [], elementIds: ['statusText'] };

type Profile = {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  structure: unknown;
};

async function save(client: TestClient, name: string, structure: object = SMALL_STRUCTURE) {
  const res = await client.post(PROFILES, { name, structure });
  if (res.statusCode !== 200) throw new Error(`save ${name}: ${res.statusCode} ${res.body}`);
  return res.json<Profile>();
}

describe.each(serverTestKinds())('site profiles over REST on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient;
  let stranger: TestClient;

  beforeAll(async () => {
    server = await createTestServer({ kind });
    owner = await server.signedIn('profile_owner', { ip: '10.11.0.1' });
    stranger = await server.signedIn('profile_stranger', { ip: '10.11.0.2' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('saves, lists, loads, renames, replaces and deletes, the structure as ZSiteStructure made it', async () => {
    const created = await owner.post(PROFILES, {
      name: '  My store — product page ',
      structure: EDITOR_STRUCTURE,
    });
    expect(created.statusCode).toBe(200);
    const profile = created.json<Profile>();
    const normalised = ZSiteStructure.parse(EDITOR_STRUCTURE);
    console.log('saved', JSON.stringify(profile));
    expect(profile).toEqual({
      id: expect.any(String),
      name: 'My store — product page',
      collections: 1,
      elements: 3,
      createdAt: expect.any(String),
      updatedAt: profile.createdAt,
      structure: normalised,
    });
    expect(normalised.elementIds).toEqual(['searchInput']);
    expect(normalised.elementHierarchy.elements[0]?.id).toBe('productRepeater');

    const loaded = await owner.get(`${PROFILES}/${profile.id}`);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual(profile);
    const { structure: _structure, ...summary } = profile;
    expect((await owner.get(PROFILES)).json()).toEqual({ profiles: [summary] });

    const renamed = await owner.patch(`${PROFILES}/${profile.id}`, { name: 'Product page' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Product page', structure: normalised });
    const replaced = await owner.patch(`${PROFILES}/${profile.id}`, { structure: SMALL_STRUCTURE });
    expect(replaced.json()).toMatchObject({
      name: 'Product page',
      collections: 0,
      elements: 0,
      structure: {
        collections: [],
        elementIds: ['statusText'],
        elementHierarchy: { elements: [] },
      },
    });
    const latest = replaced.json<Profile>();
    expect(latest.updatedAt > profile.updatedAt).toBe(true);
    expect((await owner.get(`${PROFILES}/${profile.id}`)).json()).toEqual(latest);

    const deleted = await owner.request({ method: 'DELETE', url: `${PROFILES}/${profile.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Site profile deleted', id: profile.id });
    expect((await owner.get(`${PROFILES}/${profile.id}`)).json()).toEqual(NOT_FOUND);
    expect((await owner.get(PROFILES)).json()).toEqual({ profiles: [] });
    console.log('round trip: POST, GET list, GET, PATCH name, PATCH structure, DELETE, GET → 404');
  });

  it("answers 404 to another user on GET, PATCH and DELETE, and leaves the owner's profile as it was", async () => {
    const mine = await save(owner, 'Private page', EDITOR_STRUCTURE);
    const before = (await owner.get(`${PROFILES}/${mine.id}`)).json<Profile>();
    const calls = [
      { method: 'GET' as const, url: `${PROFILES}/${mine.id}` },
      {
        method: 'PATCH' as const,
        url: `${PROFILES}/${mine.id}`,
        body: { name: 'Stolen', structure: SMALL_STRUCTURE },
      },
      { method: 'PATCH' as const, url: `${PROFILES}/${mine.id}`, body: {} },
      { method: 'DELETE' as const, url: `${PROFILES}/${mine.id}` },
      { method: 'GET' as const, url: `${PROFILES}/2b1f6c3a-0d4e-4f5a-8b9c-7d6e5f4a3b2c` },
      { method: 'DELETE' as const, url: `${PROFILES}/not-a-uuid` },
    ];
    for (const call of calls) {
      const res = await stranger.request(call);
      console.log(`stranger ${call.method} ${call.url}: ${res.statusCode}`);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect((await owner.get(`${PROFILES}/${mine.id}`)).json()).toEqual(before);
    const strangersList = await stranger.get(PROFILES);
    expect(strangersList.json()).toEqual({ profiles: [] });
    expect(strangersList.body).not.toContain(mine.id);
  });

  it('answers 401 to an anonymous caller on every route', async () => {
    const anonymous = server.client({ ip: '10.11.0.9' });
    const id = '2b1f6c3a-0d4e-4f5a-8b9c-7d6e5f4a3b2c';
    const calls = [
      { method: 'GET' as const, url: PROFILES },
      { method: 'POST' as const, url: PROFILES, body: { name: 'x', structure: SMALL_STRUCTURE } },
      { method: 'GET' as const, url: `${PROFILES}/${id}` },
      { method: 'PATCH' as const, url: `${PROFILES}/${id}`, body: { name: 'x' } },
      { method: 'DELETE' as const, url: `${PROFILES}/${id}` },
    ];
    for (const call of calls) {
      const res = await anonymous.request(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Not authenticated' });
    }
    console.log(`anonymous: ${calls.length} calls, all 401`);
  });

  it('refuses a cookie write from a foreign Origin (CSRF), saving nothing', async () => {
    const forged = await owner.request({
      method: 'POST',
      url: PROFILES,
      body: { name: 'Forged', structure: SMALL_STRUCTURE },
      headers: { origin: 'https://evil.example' },
    });
    console.log(`cookie POST from https://evil.example: ${forged.statusCode}`);
    expect(forged.statusCode).toBe(403);
    expect((await owner.get(PROFILES)).body).not.toContain('Forged');
  });

  it('works with an API key alone: save, list, load, rename and delete', async () => {
    const keyed = await server.signedIn('profile_script', { ip: '10.11.0.3' });
    const { secret } = await createKey(keyed, 'profiles');
    const client = keyClient(server, secret, '10.11.0.4');

    const created = await client.post(PROFILES, {
      name: 'From a script',
      structure: EDITOR_STRUCTURE,
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<Profile>();
    expect((await client.get(PROFILES)).json()).toMatchObject({ profiles: [{ id, elements: 3 }] });
    expect((await client.get(`${PROFILES}/${id}`)).json()).toMatchObject({
      id,
      name: 'From a script',
    });
    const renamed = await client.request({
      method: 'PATCH',
      url: `${PROFILES}/${id}`,
      body: { name: 'Renamed by a script' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Renamed by a script' });
    // The profile is the key owner's: the browser session sees it.
    expect((await keyed.get(`${PROFILES}/${id}`)).json()).toMatchObject({
      name: 'Renamed by a script',
    });
    expect((await client.request({ method: 'DELETE', url: `${PROFILES}/${id}` })).statusCode).toBe(
      200,
    );
    expect((await keyed.get(PROFILES)).json()).toEqual({ profiles: [] });
    console.log('API key: POST, GET list, GET, PATCH, DELETE all 200; the session saw the rename');
  });

  it('refuses a name the user already has, ignoring case, with a 409', async () => {
    const writer = await server.signedIn('profile_namer', { ip: '10.11.0.5' });
    await save(writer, 'Checkout Page');
    const blog = await save(writer, 'Blog');

    const duplicate = await writer.post(PROFILES, {
      name: 'checkout page',
      structure: SMALL_STRUCTURE,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'You already have a site profile with this name' });
    const rename = await writer.patch(`${PROFILES}/${blog.id}`, { name: 'CHECKOUT PAGE' });
    expect(rename.statusCode).toBe(409);
    expect((await writer.get(`${PROFILES}/${blog.id}`)).json()).toMatchObject({ name: 'Blog' });
    // Another user may use the name.
    expect(
      (await stranger.post(PROFILES, { name: 'Checkout Page', structure: {} })).statusCode,
    ).toBe(200);
    console.log(
      `duplicate create: ${duplicate.statusCode}, duplicate rename: ${rename.statusCode}`,
    );
  });

  it('refuses an invalid structure or name with a 400 naming the field, saving nothing', async () => {
    const writer = await server.signedIn('profile_validator', { ip: '10.11.0.6' });
    const tooManyElements = Array.from({ length: 501 }, (_, n) => ({ id: `el${n}`, type: 'text' }));
    const cases = [
      {
        body: { name: 'bad id', structure: { ...SMALL_STRUCTURE, elementIds: ['1st-button'] } },
        field: 'structure.elementIds.0',
      },
      {
        body: {
          name: 'bad hierarchy id',
          structure: { elementHierarchy: { elements: [{ id: 'my box', type: 'container' }] } },
        },
        field: 'structure.elementHierarchy.elements.0.id',
      },
      {
        body: { name: 'too many', structure: { elementHierarchy: { elements: tooManyElements } } },
        field: 'structure.elementHierarchy.elements',
        message: 'At most 500 elements are allowed',
      },
      {
        body: { name: 'n'.repeat(101), structure: SMALL_STRUCTURE },
        field: 'name',
        message: 'Name must be at most 100 characters',
      },
      { body: { name: '   ', structure: SMALL_STRUCTURE }, field: 'name' },
      { body: { name: 'no structure' }, field: 'structure' },
    ];
    for (const { body, field, message } of cases) {
      const res = await writer.post(PROFILES, body);
      const answer = res.json<{ message: string; fieldErrors: Record<string, string[]> }>();
      console.log(`POST ${JSON.stringify(body).slice(0, 70)}: ${res.statusCode} ${answer.message}`);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(answer.fieldErrors), field).toEqual([field]);
      if (message) expect(answer.message).toBe(message);
    }
    expect((await writer.get(PROFILES)).json()).toEqual({ profiles: [] });

    const profile = await save(writer, 'valid');
    // JSON that is not an object must not become an empty change that answers 200.
    for (const payload of ['[]', '"rename me"', 'null', '{"structure":{"elementIds":["#"]}}']) {
      const res = await writer.request({
        method: 'PATCH',
        url: `${PROFILES}/${profile.id}`,
        body: payload,
        headers: { 'content-type': 'application/json' },
      });
      console.log(`PATCH ${payload}: ${res.statusCode} ${res.body}`);
      expect(res.statusCode, payload).toBe(400);
    }
    expect((await writer.get(`${PROFILES}/${profile.id}`)).json()).toEqual(profile);
  });

  it('keeps at most 50 profiles: the 51st is a 400, as for the 11th API key', async () => {
    const hoarder = await server.signedIn('profile_hoarder', { ip: '10.11.0.7' });
    for (let n = 1; n <= 50; n += 1) await save(hoarder, `page ${n}`);
    const res = await hoarder.post(PROFILES, { name: 'page 51', structure: SMALL_STRUCTURE });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'You can keep at most 50 site profiles. Delete one before saving another.',
    });
    const list = (await hoarder.get(PROFILES)).json<{ profiles: Profile[] }>().profiles;
    console.log(`50 saved, the 51st answered ${res.statusCode}; the list holds ${list.length}`);
    expect(list).toHaveLength(50);
    expect(list[0]?.name).toBe('page 50');
  });

  it('lets concurrent saves reach the limit but not pass it', async () => {
    const racer = await server.signedIn('profile_racer', { ip: '10.11.0.8' });
    for (let n = 1; n <= 47; n += 1) await save(racer, `page ${n}`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        racer.post(PROFILES, { name: `racing ${n}`, structure: EDITOR_STRUCTURE }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    const list = (await racer.get(PROFILES)).json<{ profiles: Profile[] }>().profiles;
    console.log(`10 concurrent saves over 47 profiles: ${statuses.join(' ')}; ${list.length} kept`);
    expect(statuses).toEqual([200, 200, 200, 400, 400, 400, 400, 400, 400, 400]);
    expect(list).toHaveLength(50);
  });
});
