import { Alert, Skeleton, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { adminAutomation as copy, common } from '@trovapro/copy';
import type { DispatchRule } from '@trovapro/domain';
import { LoadError } from '@trovapro/ui';
import { useGetDispatchRules } from '../api/use-dispatch-rules.ts';
import { RuleCard } from './rule-card.tsx';

/**
 * Issue 35 §1 «Automazione»: what automatic dispatch does and does not send, then one card per category with its
 * rule (on at once with its switch; the numbers saved with the card's «Salva»).
 */
export function AutomationPanel() {
  const { data, error, isLoading, mutate } = useGetDispatchRules();

  // A saved rule replaces its card's at once (the list is also fetched again).
  function replaceRule(rule: DispatchRule) {
    void mutate((current) => current && { ...current, rules: current.rules.map((other) => (other.category === rule.category ? rule : other)) }, {
      revalidate: false,
    });
  }

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {copy.title}
      </Title>
      <Stack gap={6}>
        <Text size="sm">{copy.intro}</Text>
        <List size="sm" spacing={2}>
          {copy.conditions.map((condition) => (
            <List.Item key={condition}>{condition}</List.Item>
          ))}
        </List>
        {data && (
          <Text size="sm" data-testid="automation-waves">
            {copy.waves(data.maxBuyers, data.maxOffers)}
          </Text>
        )}
      </Stack>
      {data?.customerChooses && (
        <Alert color="blue" variant="light">
          {copy.customerChooses}
        </Alert>
      )}
      {error && !data ? (
        <LoadError message={copy.loadError} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} role="status" aria-label={common.loading}>
          <Skeleton height={260} />
          <Skeleton height={260} />
          <Skeleton height={260} />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
          {data.rules.map((rule) => (
            <RuleCard key={rule.category} rule={rule} maxOffers={data.maxOffers} onSaved={replaceRule} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
