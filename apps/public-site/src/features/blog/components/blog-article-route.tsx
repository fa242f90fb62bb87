import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { blogPage as copy, formatLongDate, PRODUCT_NAME } from '@trovapro/copy';
import { ApiHtml } from '../../../components/api-html.tsx';
import { OPEN_CHAT_HREF } from '../../../lib/chat-focus.ts';
import { useBlogPost } from '../api/use-blog-posts.ts';
import { BlogLayout } from './blog-layout.tsx';

/** `/blog/:slug` (product §2 Blog article). The content is HTML the API sanitized on save. */
export function BlogArticleRoute() {
  const { slug } = useParams();
  const { data: post, error, isLoading } = useBlogPost(slug);

  useEffect(() => {
    if (post) document.title = copy.documentTitle(post.title, PRODUCT_NAME);
  }, [post]);

  if (isLoading && !post) {
    return (
      <BlogLayout>
        <Text ta="center" role="status">
          {copy.loadingArticle}
        </Text>
      </BlogLayout>
    );
  }
  if (error || !post) {
    return (
      <BlogLayout>
        <Stack align="center" gap="md" py="xl">
          <Title order={1}>{copy.notFound}</Title>
          <Button component={Link} to="/blog">
            {copy.backToBlog}
          </Button>
        </Stack>
      </BlogLayout>
    );
  }
  return (
    <BlogLayout>
      <Stack component="article" gap="md">
        <Group gap={6}>
          {post.categoryTags.map((tag) => (
            <Badge key={tag} variant="light">
              {tag}
            </Badge>
          ))}
        </Group>
        <Title order={1}>{post.title}</Title>
        <Group gap="md" c="dimmed">
          {post.publishedAt && <Text size="sm">{formatLongDate(post.publishedAt)}</Text>}
          <Text size="sm">{copy.views(post.viewCount)}</Text>
        </Group>
        <ApiHtml html={post.content} />
        <Paper withBorder radius="md" p="xl" ta="center" bg="brand.0">
          <Stack gap="sm" align="center">
            <Text fw={600} fz="lg">
              {post.callToAction}
            </Text>
            <Button component={Link} to={OPEN_CHAT_HREF}>
              {copy.startRequest}
            </Button>
          </Stack>
        </Paper>
        <Text c="dimmed" ta="center">
          {copy.share}
        </Text>
        <Stack align="center" gap="xs" mt="md">
          <Title order={2} fz="h4">
            {copy.exploreMore}
          </Title>
          <Button component={Link} to="/blog" variant="light">
            {copy.seeAll}
          </Button>
        </Stack>
      </Stack>
    </BlogLayout>
  );
}
