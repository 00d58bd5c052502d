import { Grid } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../../components/layout/PageContainer';
import { ButtonLink } from '../../../components/links/ButtonLink';
import { PageHeader } from '../../../components/page/PageHeader';
import { InstructionInputCard } from './-components/InstructionInputCard';
import { InstructionResultCard } from './-components/InstructionResultCard';

export const Route = createFileRoute('/_app/_authed/instruction-generator')({
  component: InstructionGeneratorPage,
});

function InstructionGeneratorPage() {
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
          <InstructionInputCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <InstructionResultCard />
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}
