import type { ApiReference } from '../../../../lib/api-docs/parse';

/** The intro's sections, listed first in the contents on every screen size. */
export const INTRO_SECTIONS = [
  { id: 'getting-started', label: 'Getting started' },
  { id: 'authentication', label: 'Authentication' },
  { id: 'errors', label: 'Errors' },
  { id: 'rate-limits', label: 'Rate limits' },
] as const;

/** Operation anchors to their HTTP method, so the contents can badge each entry. */
export function methodsByAnchor(reference: ApiReference): Map<string, string> {
  return new Map(
    reference.groups.flatMap((group) =>
      group.operations.map((operation) => [operation.anchor, operation.method] as const),
    ),
  );
}

/** The phone's jump menu: the intro, then each tag's operations as "METHOD /path". */
export function jumpOptions(reference: ApiReference) {
  return [
    { group: 'Introduction', items: INTRO_SECTIONS.map(({ id, label }) => ({ value: id, label })) },
    ...reference.groups.map((group) => ({
      group: group.tag,
      items: group.operations.map((operation) => ({
        value: operation.anchor,
        label: `${operation.method.toUpperCase()} ${operation.path}`,
      })),
    })),
  ];
}
