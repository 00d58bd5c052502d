/** The first block of a uuid, enough to tell rows apart at a glance; the full id is copied. */
export function shortId(id: string): string {
  const [first] = id.split('-');
  return first && first.length < id.length ? first : id.slice(0, 8);
}
