import { Typography } from '@mantine/core';
import classes from './api-html.module.css';

/**
 * HTML the API sanitized on save (a landing page's text, a blog article), in the site's typography, its wide
 * parts kept within the page.
 */
export function ApiHtml({ html }: { html: string }) {
  return (
    <Typography>
      <div className={classes.content} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
