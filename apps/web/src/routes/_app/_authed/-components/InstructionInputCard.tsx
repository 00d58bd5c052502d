import { Button, Card, EmptyState, Group, Tabs } from '@mantine/core';
import { IconArrowRight, IconRefresh, IconWand } from '@tabler/icons-react';
import { useState } from 'react';

import { INSTRUCTION_STEPS } from './instruction-steps';
import type { InstructionStep } from './instruction-steps';

/** Collections, Page Elements and Request tabs; the editors arrive with the builder issue. */
export function InstructionInputCard() {
  const [active, setActive] = useState<InstructionStep['value']>('collections');

  return (
    <Card withBorder radius="md" padding={0}>
      <Tabs
        value={active}
        onChange={(value) => value && setActive(value as InstructionStep['value'])}
      >
        <Tabs.List px="md" pt="xs">
          {INSTRUCTION_STEPS.map((step) => (
            <Tabs.Tab key={step.value} value={step.value} leftSection={<step.icon size={16} />}>
              {step.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {INSTRUCTION_STEPS.map((step, index) => {
          const next = INSTRUCTION_STEPS[index + 1];
          return (
            <Tabs.Panel key={step.value} value={step.value} p="md">
              <EmptyState
                py="xl"
                icon={<step.icon size={24} stroke={1.5} />}
                withIndicatorBackground
                title={step.title}
                description={step.description}
              />
              {next ? (
                <Group justify="flex-end">
                  <Button
                    variant="light"
                    rightSection={<IconArrowRight size={16} />}
                    onClick={() => setActive(next.value)}
                  >
                    Next
                  </Button>
                </Group>
              ) : null}
            </Tabs.Panel>
          );
        })}
      </Tabs>
      <Group
        justify="flex-end"
        gap="sm"
        p="md"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Button variant="default" leftSection={<IconRefresh size={16} />} disabled>
          Reset
        </Button>
        <Button leftSection={<IconWand size={16} />} disabled>
          Generate Instruction
        </Button>
      </Group>
    </Card>
  );
}
