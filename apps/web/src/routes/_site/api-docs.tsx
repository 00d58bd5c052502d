import { Box, Button, Grid, Stack, Text } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';

import { PageContainer } from '../../components/layout/PageContainer';
import { ErrorCard } from '../../components/page/ErrorCard';
import { PageHeader } from '../../components/page/PageHeader';
import { ApiDocsSkeleton, ApiTocSkeleton } from './-components/api-docs/ApiDocsSkeleton';
import classes from './-components/api-docs/ApiDocs.module.css';
import { ApiGroupSection } from './-components/api-docs/ApiGroupSection';
import { ApiIntro } from './-components/api-docs/ApiIntro';
import { ApiJumpSelect } from './-components/api-docs/ApiJumpSelect';
import { ApiToc } from './-components/api-docs/ApiToc';
import { OPENAPI_PATH, useApiReference } from './-components/api-docs/use-api-reference';

export const Route = createFileRoute('/_site/api-docs')({
  component: ApiDocsPage,
});

function ApiDocsPage() {
  const query = useApiReference();
  const { data } = query;

  // A shared link to one route (#generate-code) can only land once the cards exist.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (data && id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [data]);

  return (
    <PageContainer width="list">
      <PageHeader
        title="API Reference"
        description="Call VeloForge from your own tools: generate Wix Velo code, read your generations and check your tokens over HTTPS with an API key."
        actions={
          <Button
            component="a"
            href={OPENAPI_PATH}
            target="_blank"
            variant="default"
            leftSection={<IconFileCode size={16} />}
          >
            OpenAPI JSON
          </Button>
        }
      />
      <Grid gap="xl" align="flex-start">
        <Grid.Col span={{ base: 12, md: 3 }} className={classes.toc}>
          <Box visibleFrom="md">
            {data ? <ApiToc reference={data.reference} /> : null}
            {query.isPending ? <ApiTocSkeleton /> : null}
          </Box>
          <Box hiddenFrom="md">
            <ApiJumpSelect reference={data?.reference} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="xl">
            <ApiIntro />
            {data ? (
              data.reference.groups.map((group) => (
                <ApiGroupSection key={group.anchor} document={data.document} group={group} />
              ))
            ) : query.isError ? (
              <ErrorCard
                title="The API reference did not load"
                message={`${OPENAPI_PATH} could not be read (${query.error.message}). Check your connection and try again.`}
                onRetry={() => void query.refetch()}
                isRetrying={query.isFetching}
              />
            ) : (
              <ApiDocsSkeleton />
            )}
            {data && data.reference.groups.length === 0 ? (
              <Text c="dimmed">No routes are published yet.</Text>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}
