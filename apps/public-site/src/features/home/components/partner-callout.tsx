import { Button, Card, Container, Text, Title } from '@mantine/core';
import { partnerSignupCopy } from '@trovapro/copy';
import { pagePaths } from '../../../app/paths.ts';

/**
 * The way to «Diventa partner» for businesses, last on Home (as the server-rendered Home has it). A plain
 * link: /aziende is server-rendered.
 */
export function PartnerCallout() {
  return (
    <Container component="section" size="sm" pb={{ base: 40, sm: 64 }} aria-labelledby="partner-callout-title">
      <Card withBorder radius="lg" padding="lg" ta="center" style={{ borderColor: 'var(--mantine-color-brand-1)' }}>
        <Title id="partner-callout-title" order={2} fz={{ base: 22, sm: 26 }} mb="xs">
          {partnerSignupCopy.homeTitle}
        </Title>
        <Text c="dark.4" mb="md">
          {partnerSignupCopy.homeText}
        </Text>
        <Button component="a" href={pagePaths.partners} mx="auto">
          {partnerSignupCopy.homeCta}
        </Button>
      </Card>
    </Container>
  );
}
