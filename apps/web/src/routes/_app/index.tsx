import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageContainer } from '../../components/layout/PageContainer';
import { GeneratorIntro } from './-components/generator/GeneratorIntro';
import { GeneratorWorkspace } from './-components/generator/GeneratorWorkspace';

/**
 * '/?restore=<sessionId>&version=<n>' loads a past generation into the form and the result
 * panel (the session page's Restore); the parameters are removed once handled.
 */
const generatorSearchSchema = z.object({
  restore: z.string().max(100).optional().catch(undefined),
  version: z.coerce.number().int().positive().optional().catch(undefined),
});

/** The product's home: the Wix Velo code generator. */
export const Route = createFileRoute('/_app/')({
  validateSearch: generatorSearchSchema,
  component: GeneratorPage,
});

function GeneratorPage() {
  const search = Route.useSearch();
  return (
    <PageContainer width="generator">
      <GeneratorIntro />
      <GeneratorWorkspace search={search} />
    </PageContainer>
  );
}
