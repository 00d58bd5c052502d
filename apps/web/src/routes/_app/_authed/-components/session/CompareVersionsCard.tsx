import { Badge, Card, Center, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import type { TSessionVersion } from '@veloforge/shared';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';

import { DiffView } from '../../../../../components/code/DiffView';
import type { VersionPiece } from './session-view';
import { comparablePieces, defaultComparison, firstChangedPiece } from './session-view';

/** Spec section 9: code views stop at 60% of the viewport. */
const DIFF_MAX_HEIGHT = '60vh';

/** Two versions side by side as a line diff, one piece at a time. */
export function CompareVersionsCard({ versions }: { versions: TSessionVersion[] }) {
  const initial = defaultComparison(versions);
  const [fromN, setFromN] = useState(initial?.[0] ?? 1);
  const [toN, setToN] = useState(initial?.[1] ?? 1);
  const from = versions.find((version) => version.n === fromN);
  const to = versions.find((version) => version.n === toN);
  const [piece, setPiece] = useState<VersionPiece['key'] | null>(() =>
    from && to ? firstChangedPiece(from, to) : null,
  );

  if (!initial || !from || !to) return null;
  const pieces = comparablePieces(from, to);
  const shown = pieces.some((p) => p.key === piece) ? piece : (pieces[0]?.key ?? null);
  const options = [...versions]
    .sort((a, b) => a.n - b.n)
    .map((version) => ({
      value: String(version.n),
      label: `Version ${version.n}${version.kind === 'troubleshoot' ? ' (troubleshoot)' : ''}`,
    }));

  function choose(which: 'from' | 'to', value: string | null) {
    if (!value) return;
    const nextFrom = which === 'from' ? Number(value) : fromN;
    const nextTo = which === 'to' ? Number(value) : toN;
    setFromN(nextFrom);
    setToN(nextTo);
    const a = versions.find((version) => version.n === nextFrom);
    const b = versions.find((version) => version.n === nextTo);
    if (a && b) setPiece(firstChangedPiece(a, b));
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Text fw={600}>Compare versions</Text>
          <Text size="sm" c="dimmed">
            See which lines a troubleshoot pass changed.
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <Select
            label="From"
            data={options}
            value={String(fromN)}
            onChange={(value) => choose('from', value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
          {/* Beside the inputs, not their labels; on phones the selects stack and it goes. */}
          <Center h="var(--input-height-sm)" visibleFrom="xs">
            <IconArrowRight size={18} color="var(--mantine-color-dimmed)" aria-hidden />
          </Center>
          <Select
            label="To"
            data={options}
            value={String(toN)}
            onChange={(value) => choose('to', value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
        {pieces.length === 0 ? (
          <Text size="sm" c="dimmed">
            Neither version has any code to compare.
          </Text>
        ) : (
          <Tabs
            variant="pills"
            value={shown}
            onChange={(value) => setPiece(value as VersionPiece['key'] | null)}
          >
            <Tabs.List mb="sm" aria-label="Piece to compare">
              {pieces.map((p) => (
                <Tabs.Tab
                  key={p.key}
                  value={p.key}
                  rightSection={
                    from[p.key] === to[p.key] ? undefined : (
                      <Badge size="xs" radius="sm" variant="light" color="orange">
                        changed
                      </Badge>
                    )
                  }
                >
                  {p.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {pieces.map((p) => (
              <Tabs.Panel key={p.key} value={p.key}>
                <DiffView
                  key={`${fromN}-${toN}`}
                  before={from[p.key]}
                  after={to[p.key]}
                  language={p.language}
                  title={`Version ${fromN} → Version ${toN}`}
                  maxHeight={DIFF_MAX_HEIGHT}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Card>
  );
}
