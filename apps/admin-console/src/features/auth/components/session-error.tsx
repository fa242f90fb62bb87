import { Alert, Button, Center } from '@mantine/core';
import { errorMessage } from '@trovapro/api-client';
import { common } from '@trovapro/copy';

/** The session check failed for a reason other than "not signed in" (API down, 5xx). */
export function SessionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Center mih="100dvh" p="md">
      <Alert color="red" title={common.errorTitle} maw={420} w="100%">
        {errorMessage(error, common.genericErrorMessage)}
        <Button variant="light" color="red" mt="md" display="block" onClick={onRetry}>
          {common.retry}
        </Button>
      </Alert>
    </Center>
  );
}
