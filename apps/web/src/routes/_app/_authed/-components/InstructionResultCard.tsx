import { Card, EmptyState, Group, Text } from '@mantine/core';
import { IconCopy, IconFileText } from '@tabler/icons-react';

import { IconAction } from '../../../../components/actions/IconAction';

/** The generated instruction, read-only with a Copy button; empty until one is generated. */
export function InstructionResultCard() {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Generated Instruction</Text>
        <IconAction label="Copy instruction" icon={IconCopy} disabled />
      </Group>
      <EmptyState
        py="xl"
        icon={<IconFileText size={24} stroke={1.5} />}
        withIndicatorBackground
        title="No instruction yet"
        description="Fill in the tabs on the left and press Generate Instruction. The result appears here, ready to paste into your AI assistant."
      />
    </Card>
  );
}
