import {
  ZCreateSiteProfileInput,
  ZDeletedSiteProfile,
  ZSiteProfile,
  ZSiteProfileIdInput,
  ZSiteProfileList,
  ZUpdateSiteProfileInput,
} from '@veloforge/shared';
import type { FastifyRequest } from 'fastify';

import { bodyOf, pathParam, type RestRoute } from './route-table';

/** A structure as the generator's editors hold it: one collection and a repeater with a title. */
const STRUCTURE_EXAMPLE = {
  collections: [
    {
      name: 'Products',
      fields: [
        { id: 'title', type: 'text' },
        { id: 'price', type: 'number' },
      ],
    },
  ],
  elementIds: ['searchInput'],
  elementHierarchy: {
    elements: [
      { id: 'productRepeater', type: 'repeater', children: ['productTitle'] },
      { id: 'productTitle', type: 'text', parentId: 'productRepeater' },
    ],
  },
};

const ID_EXAMPLE = { id: '3c9e7a51-8d2f-4b6a-9e1c-5f4d3b2a1c0e' };

const NOT_FOUND = 'No site profile of yours has this id.';
const NAME_TAKEN = 'You already have a site profile with this name (ignoring case).';

/**
 * The path id joined to the body's changes. A body that is not a JSON object is passed on as it
 * is, so the procedure's schema refuses it (spreading `[]` or `"x"` would make an empty change).
 */
function changesWithId<T>(request: FastifyRequest): T {
  const body = bodyOf<unknown>(request);
  const id = pathParam(request, 'id');
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  return (isObject ? { ...body, id } : body) as T;
}

/**
 * /api/me/site-profiles: the signed-in user's saved site structures (decision 014). By session
 * or API key (a profile is ordinary user data); another user's id answers 404 like an unknown one.
 */
export const SITE_PROFILE_REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/me/site-profiles',
    handler: (caller) => caller.siteProfiles.list(),
    doc: {
      operationId: 'listSiteProfiles',
      summary: 'Your saved site profiles (without their structures)',
      description:
        'Most recently updated first, each with how many collections and hierarchy elements it holds.',
      tag: 'Site profiles',
      auth: 'user',
      response: ZSiteProfileList,
      example: {},
    },
  },
  {
    method: 'POST',
    url: '/api/me/site-profiles',
    handler: (caller, request) => caller.siteProfiles.create(bodyOf(request)),
    doc: {
      operationId: 'createSiteProfile',
      summary: 'Save a site structure under a name',
      description:
        'The structure is validated like a generation request and stored as it normalises (ids without #, blank entries dropped). At most 50 profiles per user.',
      tag: 'Site profiles',
      auth: 'user',
      body: ZCreateSiteProfileInput,
      response: ZSiteProfile,
      errors: {
        400: 'The name or structure failed validation (fieldErrors names each field), or 50 profiles are already saved.',
        409: NAME_TAKEN,
      },
      example: { body: { name: 'My store — product page', structure: STRUCTURE_EXAMPLE } },
    },
  },
  {
    method: 'GET',
    url: '/api/me/site-profiles/:id',
    handler: (caller, request) => caller.siteProfiles.get({ id: pathParam(request, 'id') }),
    doc: {
      operationId: 'getSiteProfile',
      summary: 'One saved site profile with its structure',
      tag: 'Site profiles',
      auth: 'user',
      params: ZSiteProfileIdInput,
      response: ZSiteProfile,
      errors: { 404: NOT_FOUND },
      example: { params: ID_EXAMPLE },
    },
  },
  {
    method: 'PATCH',
    url: '/api/me/site-profiles/:id',
    handler: (caller, request) => caller.siteProfiles.update(changesWithId(request)),
    doc: {
      operationId: 'updateSiteProfile',
      summary: 'Rename a site profile and/or replace its structure',
      description: 'A body with neither `name` nor `structure` answers the profile unchanged.',
      tag: 'Site profiles',
      auth: 'user',
      params: ZSiteProfileIdInput,
      body: ZUpdateSiteProfileInput.omit({ id: true }),
      response: ZSiteProfile,
      errors: { 404: NOT_FOUND, 409: NAME_TAKEN },
      example: { params: ID_EXAMPLE, body: { name: 'My store — product page (v2)' } },
    },
  },
  {
    method: 'DELETE',
    url: '/api/me/site-profiles/:id',
    handler: (caller, request) => caller.siteProfiles.delete({ id: pathParam(request, 'id') }),
    doc: {
      operationId: 'deleteSiteProfile',
      summary: 'Delete a site profile',
      tag: 'Site profiles',
      auth: 'user',
      params: ZSiteProfileIdInput,
      response: ZDeletedSiteProfile,
      errors: { 404: NOT_FOUND },
      example: { params: ID_EXAMPLE },
    },
  },
];
