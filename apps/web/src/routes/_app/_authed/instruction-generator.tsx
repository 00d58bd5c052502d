import { Box, Grid } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../../components/layout/PageContainer';
import { ButtonLink } from '../../../components/links/ButtonLink';
import { PageHeader } from '../../../components/page/PageHeader';
import { InstructionInputCard } from './-components/instruction-builder/InstructionInputCard';
import { InstructionResultCard } from './-components/instruction-builder/InstructionResultCard';
import { useInstructionBuilder } from './-components/instruction-builder/use-instruction-builder';

export const Route = createFileRoute('/_app/_authed/instruction-generator')({
  component: InstructionGeneratorPage,
});

/** The AI Instruction Builder (spec section 2): inputs on the left, the result on the right. */
function InstructionGeneratorPage() {
  const builder = useInstructionBuilder();

  return (
    <PageContainer width="generator">
      <PageHeader
        title="AI Instruction Builder"
        description="Turn your collections, page elements and request into a clear, structured instruction for an AI assistant."
        actions={
          <ButtonLink to="/" variant="default" leftSection={<IconArrowLeft size={16} />}>
            Back to Code Generator
          </ButtonLink>
        }
      />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <InstructionInputCard builder={builder} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {/* Wide screens keep the result in view while the inputs scroll. */}
          <Box
            pos={{ md: 'sticky' }}
            top="calc(var(--shell-header-height, 0px) + var(--mantine-spacing-md))"
          >
            <InstructionResultCard result={builder.result} />
          </Box>
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}
