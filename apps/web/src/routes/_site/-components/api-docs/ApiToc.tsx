import { Group, TableOfContents, Text } from '@mantine/core';
import type { UseScrollSpyHeadingData } from '@mantine/hooks';
import { useMemo } from 'react';

import type { ApiReference } from '../../../../lib/api-docs/parse';
import classes from './ApiDocs.module.css';
import { MethodBadge } from './MethodBadge';
import { scrollToAnchor } from './scroll-to-anchor';
import { methodsByAnchor } from './toc-entries';

/** Header height plus a little air: the section under it counts as the one being read. */
const SPY_OFFSET_PX = 80;

const SCROLL_SPY = {
  selector: '[data-toc-depth]',
  getDepth: (element: HTMLElement) => Number(element.dataset.tocDepth ?? 1),
  getValue: (element: HTMLElement) => element.dataset.tocLabel ?? '',
  offset: SPY_OFFSET_PX,
};

/** Wide screens: the page's sections and operations, following the scroll. */
export function ApiToc({ reference }: { reference: ApiReference }) {
  const methods = useMemo(() => methodsByAnchor(reference), [reference]);

  function label(data: UseScrollSpyHeadingData) {
    const method = methods.get(data.id);
    if (!method) return data.value;
    return (
      // Long summaries wrap beside the badge: cut with an ellipsis they could not be read.
      <Group gap="xs" wrap="nowrap" align="baseline">
        <MethodBadge method={method} size="xs" fixedWidth />
        <Text component="span" size="sm" inherit style={{ overflowWrap: 'anywhere' }}>
          {data.value}
        </Text>
      </Group>
    );
  }

  return (
    <nav aria-label="API reference contents">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb="xs" px="xs">
        On this page
      </Text>
      <TableOfContents
        variant="light"
        size="sm"
        radius="sm"
        minDepthToOffset={1}
        depthOffset="var(--mantine-spacing-lg)"
        scrollSpyOptions={SCROLL_SPY}
        getControlProps={({ data }) => ({
          className: data.depth === 1 ? classes.tocGroup : classes.tocControl,
          onClick: () => scrollToAnchor(data.id),
          children: label(data),
        })}
      />
    </nav>
  );
}
