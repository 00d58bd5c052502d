import { Text } from '@mantine/core';

/** The '#' Velo selectors put before an id, shown in front of id inputs. */
export function IdPrefix() {
  return (
    <Text span size="sm" c="dimmed" ff="monospace" aria-hidden>
      #
    </Text>
  );
}
