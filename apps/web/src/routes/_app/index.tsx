import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../components/layout/PageContainer';
import { optionalPositiveInt, optionalString, searchParser } from '../../lib/search-params';
import { GeneratorIntro } from './-components/generator/GeneratorIntro';
import { GeneratorWorkspace } from './-components/generator/GeneratorWorkspace';

/**
 * '/?restore=<sessionId>&version=<n>' loads a past generation into the form and the result
 * panel (the session page's Restore); the parameters are removed once handled.
 */
const parseGeneratorSearch = searchParser({
  restore: optionalString(100),
  version: optionalPositiveInt,
});

/** The product's home: the Wix Velo code generator. */
export const Route = createFileRoute('/_app/')({
  validateSearch: parseGeneratorSearch,
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
