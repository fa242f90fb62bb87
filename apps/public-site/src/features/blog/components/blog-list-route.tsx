import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { blogPage as copy, formatLongDate, PRODUCT_NAME } from '@trovapro/copy';
import type { BlogPostCard } from '@trovapro/domain';
import { useBlogPosts } from '../api/use-blog-posts.ts';
import { BlogCallToAction, BlogLayout } from './blog-layout.tsx';

/** At most 3 tags on a card (product §9). */
const MAX_CARD_TAGS = 3;

function PostCard({ post }: { post: BlogPostCard }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="xs" h="100%">
        {post.publishedAt && (
          <Text size="sm" c="dimmed">
            {formatLongDate(post.publishedAt)}
          </Text>
        )}
        <Title order={2} fz="h4">
          {post.title}
        </Title>
        <Text c="dimmed" style={{ flex: 1 }}>
          {post.excerpt}
        </Text>
        <Group gap={6}>
          {post.categoryTags.slice(0, MAX_CARD_TAGS).map((tag) => (
            <Badge key={tag} variant="light">
              {tag}
            </Badge>
          ))}
        </Group>
        <Button component={Link} to={`/blog/${post.slug}`} variant="light" mt="sm">
          {copy.readArticle}
        </Button>
      </Stack>
    </Card>
  );
}

/** `/blog` (product §2 Blog list): 12 a page; the page (`?page=`) stays within 1..totalPages (product §4). */
export function BlogListRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number.parseInt(searchParams.get('page') ?? '1', 10);
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { data, error, isLoading } = useBlogPosts(page);

  useEffect(() => {
    document.title = copy.documentTitle(copy.listTitle, PRODUCT_NAME);
  }, []);
  const goTo = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });
  useEffect(() => {
    if (data && data.totalPages > 0 && page > data.totalPages) setSearchParams({ page: String(data.totalPages) }, { replace: true });
  }, [data, page, setSearchParams]);

  return (
    <BlogLayout>
      <Stack gap="xs" ta="center" mb="xl">
        <Title order={1}>{copy.heroTitle}</Title>
        <Text c="dimmed">{copy.heroSubtitle}</Text>
      </Stack>
      {isLoading && !data ? (
        <Text ta="center" role="status">
          {copy.loadingList}
        </Text>
      ) : error || !data || data.posts.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {copy.empty}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {data.posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </SimpleGrid>
          {data.totalPages > 1 && (
            <Group justify="center" mt="xl" gap="md">
              <Button variant="default" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {copy.previous}
              </Button>
              <Text>{copy.pageOf(page, data.totalPages)}</Text>
              <Button variant="default" disabled={page >= data.totalPages} onClick={() => goTo(page + 1)}>
                {copy.next}
              </Button>
            </Group>
          )}
          <Text ta="center" c="dimmed" size="sm" mt="md">
            {copy.total(data.total)}
          </Text>
        </>
      )}
      <BlogCallToAction />
    </BlogLayout>
  );
}
