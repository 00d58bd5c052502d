import { Badge, Card, EmptyState, Group, Text } from '@mantine/core';
import type { TInstructionResponse } from '@veloforge/shared';
import { IconFileText } from '@tabler/icons-react';

import { CodeViewer } from '../../../../../components/code/CodeViewer';

/** Spec section 9: code views are at most 60% of the viewport tall. */
const RESULT_MAX_HEIGHT = '60vh';

const ENGINE_LABELS = { template: 'Template engine (offline)', model: 'AI model' } as const;

/** The generated instruction, read-only with Copy; an empty state until there is one. */
export function InstructionResultCard({ result }: { result: TInstructionResponse | null }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Text fw={600}>Generated Instruction</Text>
        {result ? (
          <Badge variant="light" color="gray" radius="sm">
            {ENGINE_LABELS[result.engine]}
          </Badge>
        ) : null}
      </Group>
      {result ? (
        <CodeViewer
          code={result.instruction}
          language="markdown"
          title="instruction.md"
          label="Generated instruction"
          maxHeight={RESULT_MAX_HEIGHT}
          copyMessage="Instruction copied to clipboard"
        />
      ) : (
        <EmptyState
          py="xl"
          icon={<IconFileText size={24} stroke={1.5} />}
          withIndicatorBackground
          title="No instruction yet"
          description="Fill in the tabs and press Generate Instruction. The result appears here, ready to paste into your AI assistant."
        />
      )}
    </Card>
  );
}
