import { Center, Loader } from '@mantine/core';

/** Shown while a route waits for the session or its data, so a page is never blank. */
export function PageLoader() {
  return (
    <Center py="xl" mih="50vh" w="100%">
      <Loader aria-label="Loading" />
    </Center>
  );
}
