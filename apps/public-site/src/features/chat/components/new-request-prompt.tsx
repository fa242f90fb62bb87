import { Button, Group } from '@mantine/core';
import { useRef } from 'react';
import { chatCopy } from '@trovapro/copy';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';

/** Spec §4 step 7: yes starts over, no says thanks. */
export function NewRequestPrompt({ onAnswer }: { onAnswer: (yes: boolean) => void }) {
  const yes = useRef<HTMLButtonElement>(null);
  useFocusWhenReady(yes, false);
  return (
    <Group gap="xs" mt="xs">
      <Button ref={yes} onClick={() => onAnswer(true)}>
        {chatCopy.newRequestYes}
      </Button>
      <Button variant="default" onClick={() => onAnswer(false)}>
        {chatCopy.newRequestNo}
      </Button>
    </Group>
  );
}
