import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../components/layout/PageContainer';
import { GeneratorIntro } from './-components/generator/GeneratorIntro';
import { GeneratorWorkspace } from './-components/generator/GeneratorWorkspace';

/** The product's home: the Wix Velo code generator. */
export const Route = createFileRoute('/_app/')({
  component: GeneratorPage,
});

function GeneratorPage() {
  return (
    <PageContainer width="generator">
      <GeneratorIntro />
      <GeneratorWorkspace />
    </PageContainer>
  );
}
