import type { Icon } from '@tabler/icons-react';
import { IconCode, IconDatabase, IconHierarchy2, IconId, IconMessage2 } from '@tabler/icons-react';

export type ConfigurationSectionInfo = {
  title: string;
  hint: string;
  icon: Icon;
  optional?: boolean;
};

/** The generator form's cards, each with what it means in Wix terms (ui-guide). */
export const CONFIGURATION_SECTIONS = {
  collections: {
    title: 'Collections',
    hint: 'Your CMS collections and their field keys, as in the Wix Content Manager.',
    icon: IconDatabase,
  },
  elementIds: {
    title: 'Element IDs',
    hint: 'The IDs of the page elements your code should use, as shown in the Properties panel.',
    icon: IconId,
  },
  hierarchy: {
    title: 'Element Hierarchy',
    hint: 'How elements nest: repeaters, containers and forms with their children.',
    icon: IconHierarchy2,
  },
  reference: {
    title: 'Reference Code',
    hint: 'Existing page or backend code to follow, improve or draw ideas from.',
    icon: IconCode,
    optional: true,
  },
  prompt: {
    title: 'Prompt & Output',
    hint: 'Describe what you need and choose which code to generate.',
    icon: IconMessage2,
  },
} satisfies Record<string, ConfigurationSectionInfo>;
