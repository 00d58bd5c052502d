/** JSON wider than this opens up over several lines. */
const JSON_LINE_MAX = 72;

/** One line of JSON with a space after each comma and colon, as people write it. */
function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`).join(', ')} }`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * JSON for reading in a terminal: a value that fits the line stays on it, a bigger one opens up
 * one level at a time, so a long body does not turn into a column of lone braces.
 */
export function formatJson(value: unknown, indent = 0, prefix = 0): string {
  const flat = inlineJson(value);
  const fits = indent + prefix + flat.length <= JSON_LINE_MAX;
  if (fits || value === null || typeof value !== 'object') return flat;
  const pad = ' '.repeat(indent + 2);
  const close = ' '.repeat(indent);
  if (Array.isArray(value)) {
    const items = value.map((item) => `${pad}${formatJson(item, indent + 2)}`);
    return `[\n${items.join(',\n')}\n${close}]`;
  }
  const lines = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) => {
      const label = `${JSON.stringify(key)}: `;
      return `${pad}${label}${formatJson(item, indent + 2, label.length)}`;
    });
  return `{\n${lines.join(',\n')}\n${close}}`;
}
