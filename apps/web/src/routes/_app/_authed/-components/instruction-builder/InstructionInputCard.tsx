import { Button, Card, Group, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowRight } from '@tabler/icons-react';

import { CollectionsStep } from './CollectionsStep';
import { ElementsStep } from './ElementsStep';
import { GenerateBar } from './GenerateBar';
import type { InstructionStepValue } from './instruction-form';
import { INSTRUCTION_STEPS } from './instruction-steps';
import { RequestStep } from './RequestStep';
import type { InstructionBuilder } from './use-instruction-builder';

const STEP_CONTENT = {
  collections: CollectionsStep,
  elements: ElementsStep,
  request: RequestStep,
} as const;

/** Collections, Page Elements and Request tabs, each with Next, and the generate bar. */
export function InstructionInputCard({ builder }: { builder: InstructionBuilder }) {
  const { form, step, setStep } = builder;
  // On phones the three labels fit on one row only without their icons.
  const withIcons = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });

  return (
    <Card withBorder radius="md" padding={0}>
      <Tabs value={step} onChange={(value) => value && setStep(value as InstructionStepValue)}>
        <Tabs.List px={{ base: 'xs', sm: 'md' }} pt="xs">
          {INSTRUCTION_STEPS.map((item) => (
            <Tabs.Tab
              key={item.value}
              value={item.value}
              leftSection={withIcons ? <item.icon size={16} /> : undefined}
              px={withIcons ? 'md' : 'xs'}
            >
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {INSTRUCTION_STEPS.map((item, index) => {
          const next = INSTRUCTION_STEPS[index + 1];
          const Content = STEP_CONTENT[item.value];
          return (
            <Tabs.Panel key={item.value} value={item.value} p="md">
              <Content form={form} />
              {next ? (
                <Group justify="flex-end" mt="lg">
                  <Button
                    variant="default"
                    rightSection={<IconArrowRight size={16} />}
                    onClick={() => setStep(next.value)}
                  >
                    Next
                  </Button>
                </Group>
              ) : null}
            </Tabs.Panel>
          );
        })}
      </Tabs>
      <GenerateBar builder={builder} />
    </Card>
  );
}
