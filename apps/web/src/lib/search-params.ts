// Route search validators without zod. Every route's validateSearch is part of the route tree the
// entry loads at start, so a zod schema there puts all of zod (~29 kB gzip) in the first download
// of every page. Each parser behaves like the `z.….optional().catch(undefined)` schema it
// replaced: a present but invalid value becomes undefined, a missing key stays missing and keys no
// parser names are dropped.

type SearchInput = Record<string, unknown>;
type ValueParser = (value: unknown) => unknown;
type ParsedSearch<P extends Record<string, ValueParser>> = { [K in keyof P]?: ReturnType<P[K]> };

/** A validateSearch function that keeps the keys `parsers` name, each parsed by its parser. */
export function searchParser<P extends Record<string, ValueParser>>(
  parsers: P,
): (search: SearchInput) => ParsedSearch<P> {
  return (search) => {
    const parsed: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(parsers)) {
      if (Object.hasOwn(search, key)) parsed[key] = parse(search[key]);
    }
    return parsed as ParsedSearch<P>;
  };
}

/** Like z.string().max(maxLength): strings only (the router reads ?id=12 as the number 12). */
export function optionalString(maxLength = Number.POSITIVE_INFINITY) {
  return (value: unknown): string | undefined =>
    typeof value === 'string' && value.length <= maxLength ? value : undefined;
}

/** Like z.coerce.number().int().positive(): Number(value), kept if a safe positive integer. */
export function optionalPositiveInt(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** Like z.enum(options). */
export function optionalOneOf<T extends string>(options: readonly T[]) {
  return (value: unknown): T | undefined => options.find((option) => option === value);
}
