import { Anchor, Badge, Box, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { landingPage as copy, PRODUCT_NAME, ratingsCopy } from '@trovapro/copy';
import { heroHeadline, inPlace, inSentence, type LandingRating, type PublicLandingPage } from '@trovapro/domain';
import { TopBar } from '@trovapro/ui';
import { pagePaths } from '../../../app/paths.ts';
import { ApiHtml } from '../../../components/api-html.tsx';
import { SiteFooter } from '../../../components/site-footer.tsx';
import { useLandingPage } from '../api/use-landing-page.ts';

/**
 * The page's rating (product §23 Ratings), as the server-rendered page shows it: the figures read out as one
 * sentence, where the reviews come from, and the link to how they are checked (a page the server renders).
 */
function LandingRatingBadge({ rating }: { rating: LandingRating }) {
  return (
    <Stack gap={0} align="flex-end">
      <Badge variant="light" color="yellow" leftSection={<IconStarFilled size={12} aria-hidden />}>
        <span aria-hidden>{ratingsCopy.figures(rating)}</span>
        <VisuallyHidden>{ratingsCopy.label(rating)}</VisuallyHidden>
      </Badge>
      <Text size="xs">
        <span aria-hidden>{ratingsCopy.scope(rating)} · </span>
        <Anchor href={pagePaths.reviewsPolicy} size="xs">
          {ratingsCopy.policyLink}
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * `/p/:slug` reached by client navigation (product §2 Landing page): a skeleton while loading, back to `/`
 * when the slug is missing or the page cannot be loaded. A direct visit is server-rendered instead. The chat
 * of the page is passed in by the router (features do not import each other).
 */
export function LandingRoute({ chat }: { chat: (page: PublicLandingPage) => ReactNode }) {
  const { slug } = useParams();
  const { data: page, error, isLoading } = useLandingPage(slug);

  useEffect(() => {
    if (page) document.title = copy.documentTitle(page.title, PRODUCT_NAME);
  }, [page]);

  if (!slug || error || (!isLoading && !page)) return <Navigate to="/" replace />;
  if (!page) {
    return (
      <Container size="md" py="xl" role="status" aria-label={copy.loading}>
        <Stack gap="md">
          <Skeleton height={40} />
          <Skeleton height={80} />
          <Skeleton height={240} />
        </Stack>
      </Container>
    );
  }

  const headline = heroHeadline({ keyword: page.keyword, municipality: page.municipalityName, isPlural: page.isPlural });
  const service = inSentence(page.keyword);
  const place = inPlace(page.municipalityName);
  return (
    <>
      <TopBar
        right={
          <>
            <Group gap={4}>
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{page.municipalityName}</Text>
            </Group>
            {page.rating && <LandingRatingBadge rating={page.rating} />}
          </>
        }
      />
      <Container component="main" size="md" py="xl">
        <Stack gap="xl">
          <Box ta="center">
            <Title order={1}>{headline}</Title>
            <Text c="dimmed" mt="sm">
              {copy.heroSubtitle(service, place)}
            </Text>
          </Box>
          <section>
            <Title order={2} mb="md">
              {copy.howItWorksTitle}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {copy.steps.map((step, index) => (
                <Paper key={step.title} withBorder p="md" radius="md">
                  <Title order={3} fz="md">
                    {index + 1}. {step.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {step.text}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </section>
          <section>
            <Title order={2} mb="md">
              {copy.chatTitle}
            </Title>
            {chat(page)}
          </section>
          <section>
            <Title order={2} mb="md">
              {copy.featuresTitle}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {copy.features.map((feature) => (
                <Paper key={feature.title} withBorder p="md" radius="md">
                  <Title order={3} fz="md">
                    {feature.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {feature.text}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </section>
          <section>
            <Title order={2} mb="md">
              {copy.servicesTitle(service, place)}
            </Title>
            {/* Sanitized by the API with the product §5 allowlist, on generation and on every edit. */}
            <ApiHtml html={page.content} />
          </section>
        </Stack>
      </Container>
      <SiteFooter />
    </>
  );
}
