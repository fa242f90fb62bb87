/** The text of every sitemap the public site's index lists, joined: where to look for a page's <loc>. */
export async function allSitemaps(publicSiteUrl: string): Promise<string> {
  const index = await (await fetch(`${publicSiteUrl}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  return (await Promise.all(files.map(async (file) => (await fetch(file)).text()))).join('\n');
}
