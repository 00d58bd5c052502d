/**
 * What a prompt asks of the server that the template engine does not write: HTTP endpoints,
 * data hooks, scheduled jobs and calls to outside services. Each is said under "Not in this
 * code" with the way to write it, and no generic reader is published in its place (a public read
 * of a collection the prompt meant for a job or a webhook would serve its items to anyone).
 */

export interface ServerAsk {
  kind: 'http' | 'hook' | 'job' | 'fetch';
  /** The "Not in this code" note: what is missing and how Velo does it. */
  note: string;
}

const ASKS: { kind: ServerAsk['kind']; said: RegExp; note: string }[] = [
  {
    kind: 'http',
    said: /\bhttp[- ]functions?\b|\b(?:get|post|put|delete|use)_[A-Za-z]\w*|\/_functions(?:-dev)?\/|\b(?:REST|HTTP)\s+(?:API|endpoint)s?\b|\bendpoints?\b|\bwebhooks?\b/i,
    note: '**HTTP endpoints.** This code has no HTTP functions. An endpoint that other sites or services call (`/_functions/…`, a webhook) lives in `backend/http-functions.js`: each exported `get_name(request)` or `post_name(request)` answers with `ok()`, `created()`, `badRequest()` or `serverError()` from `wix-http-functions`, at `https://<your site>/_functions/name` once the site is published. Anyone can call it, so check `await request.body.json()` (and a shared secret for a webhook) there.',
  },
  {
    kind: 'hook',
    said: /\bdata hooks?\b|\bhooks?\b[^.]{0,30}\b(?:insert|update|remove)|\b(?:before|after)(?:Insert|Update|Remove|Query|Get|Count)\b|backend\/data\.js|\b(?:whenever|every time|each time)\s+(?:a|an)\s+(?:new\s+)?[\w ]{1,30}?\s+is\s+(?:added|inserted|created|updated|changed|saved|removed|deleted)\b/i,
    note: '**Data hooks.** This code has no data hooks. Code that runs whenever an item is inserted, updated or removed (from any page, the CMS or code) lives in `backend/data.js`, as `export function <CollectionId>_beforeInsert(item, context)` returning the item as it should be stored, or `<CollectionId>_afterInsert(item, context)`; a rejected promise in a before hook stops the change.',
  },
  {
    kind: 'job',
    said: /\bscheduled?\s+(?:jobs?|tasks?)\b|\bjobs\.config\b|\bcron\b|\bruns?\s+(?:every|each|once an?)\s+(?:day|night|hour|week|month|morning|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:daily|nightly|hourly|weekly|monthly)\s+(?:job|task|clean-?up|report)\b/i,
    note: '**Scheduled job.** This code schedules nothing. A job is an exported backend function named in `backend/jobs.config` (`{ "jobs": [{ "functionLocation": "/cleanup.js", "functionName": "cleanUp", "executionConfig": { "time": "03:00" } }] }`): times are UTC, at most 20 jobs and once an hour (a `cronExpression` for more than once a day); it runs with admin permissions once the site is published.',
  },
  {
    kind: 'fetch',
    said: /\bwix-fetch\b|\bsecrets?\s+manager\b|\bwix-secrets|\bgetSecret\b|\b(?:calls?|calling|fetch(?:es)?|quer(?:y|ies)|uses?)\s+(?:the\s+|an?\s+)?(?:(?!wix)[\w.-]+\s+){0,3}API\b|\bfetch(?:es)?\s+[^.]{0,60}https?:\/\//i,
    note: "**Calling the outside service.** This code calls no outside API. Call it from a backend web module with `fetch` from `wix-fetch`, reading its key with `getSecret('name')` from `wix-secrets-backend` (add the key in the dashboard's Secrets Manager), and return only what the page needs: a key in page code is public.",
  },
];

export function serverAsks(prompt: string): ServerAsk[] {
  return ASKS.filter((a) => a.said.test(prompt)).map(({ kind, note }) => ({ kind, note }));
}
