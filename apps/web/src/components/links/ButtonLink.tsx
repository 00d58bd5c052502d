import type { ButtonProps } from '@mantine/core';
import { Button } from '@mantine/core';
import type { LinkComponent } from '@tanstack/react-router';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type ButtonAnchorProps = ButtonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & {
    ref?: Ref<HTMLAnchorElement>;
  };

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

const CreatedButtonLink = createLink(ButtonAnchor);

/** A Mantine Button that navigates like a router Link (typed `to`, preloading on intent). */
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
