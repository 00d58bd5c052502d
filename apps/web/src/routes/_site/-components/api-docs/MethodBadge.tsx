import type { BadgeProps, MantineColor } from '@mantine/core';
import { Badge } from '@mantine/core';

/** One colour per verb, as API references conventionally have: reads blue, writes warmer. */
const METHOD_COLORS: Record<string, MantineColor> = {
  get: 'blue',
  post: 'green',
  put: 'orange',
  patch: 'grape',
  delete: 'red',
};

type MethodBadgeProps = {
  method: string;
  size?: BadgeProps['size'];
  /** As wide as DELETE whatever the verb, so the texts after a column of badges line up. */
  fixedWidth?: boolean;
};

export function MethodBadge({ method, size = 'md', fixedWidth = false }: MethodBadgeProps) {
  return (
    <Badge
      variant="light"
      radius="sm"
      size={size}
      color={METHOD_COLORS[method] ?? 'gray'}
      ff="monospace"
      // Room for DELETE with the badge's padding, border and letter spacing; 6ch plus one
      // spacing step was too narrow and Mantine cut it to 'DELE…'.
      w={fixedWidth ? 'calc(7ch + 2 * var(--badge-padding-x))' : undefined}
      style={{ flexShrink: 0 }}
    >
      {method.toUpperCase()}
    </Badge>
  );
}
