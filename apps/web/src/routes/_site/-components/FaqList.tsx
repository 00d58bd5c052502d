import { Accordion, Button, Card, EmptyState, Stack, TextInput } from '@mantine/core';
import { IconMessageQuestion, IconSearch } from '@tabler/icons-react';
import type { TFaqItem } from '@veloforge/shared';
import { useState } from 'react';

import { filterFaqs } from './filter-faqs';

type FaqListProps = {
  items: readonly TFaqItem[];
};

/** Searchable, single-open list of questions (spec section 2). */
export function FaqList({ items }: FaqListProps) {
  const [query, setQuery] = useState('');
  const visible = filterFaqs(items, query);

  return (
    <Stack gap="md">
      <TextInput
        aria-label="Search FAQs"
        placeholder="Search FAQs..."
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {visible.length === 0 ? (
        <Card withBorder radius="md" py="xl">
          <EmptyState
            icon={<IconMessageQuestion size={24} stroke={1.5} />}
            withIndicatorBackground
            title="No matching questions found"
            description="Try other words, or browse all questions."
          >
            <EmptyState.Actions>
              <Button variant="light" onClick={() => setQuery('')}>
                View all FAQs
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      ) : (
        <Accordion variant="separated" radius="md">
          {visible.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
