import { Button, Flex, Loader } from '@mantine/core';
import { IconRefresh, IconSparkles } from '@tabler/icons-react';

import { useGenerator } from './GeneratorContext';

export function tokenCost(cost: number): string {
  return `${cost} ${cost === 1 ? 'token' : 'tokens'}`;
}

/**
 * Reset and Generate Code, the cost on the button (ui-guide: money visible where it is spent).
 * Sticky at the bottom of the form on wide screens so Generate stays in reach while scrolling.
 */
export function GenerateFooter() {
  const { generation, busy, generate, reset } = useGenerator();
  const isGenerating = generation.result.activity?.kind === 'generate';

  return (
    <Flex
      direction={{ base: 'column-reverse', xs: 'row' }}
      justify="flex-end"
      gap="sm"
      p="md"
      pos={{ base: 'static', sm: 'sticky' }}
      bottom={0}
      bg="var(--mantine-color-body)"
      style={{
        borderTop: '1px solid var(--mantine-color-default-border)',
        borderRadius: '0 0 var(--mantine-radius-md) var(--mantine-radius-md)',
        zIndex: 2,
      }}
    >
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} />}
        onClick={reset}
        disabled={busy}
      >
        Reset
      </Button>
      <Button
        leftSection={isGenerating ? <Loader size={14} color="gray" /> : <IconSparkles size={16} />}
        onClick={generate}
        disabled={busy}
      >
        {isGenerating ? 'Generating...' : `Generate Code · ${tokenCost(generation.costs.generate)}`}
      </Button>
    </Flex>
  );
}
