import { site } from '../../config/site';

export type PageMetaProps = {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Path of the page, for the canonical URL; defaults to no canonical link (private pages). */
  path?: string;
  image?: string;
  /** Dashboard and sign-in pages are kept out of search engines. */
  noIndex?: boolean;
};

const defaultKeywords = ['academic writing', 'essay', 'thesis', 'citations', 'grammar check'];

function absolute(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.url}${pathOrUrl}`;
}

/**
 * The page's title, description, keywords, image, canonical URL and robots flag. React 19 hoists
 * these tags into <head>; the prerender step moves them there in the static HTML too.
 */
export function PageMeta({
  title,
  description,
  keywords = defaultKeywords,
  path,
  image = site.image,
  noIndex = false,
}: PageMetaProps) {
  const fullTitle = title === site.name ? title : `${title} · ${site.name}`;
  const imageUrl = absolute(image);
  const canonical = path ? absolute(path) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(', ')} />
      <meta name="robots" content={noIndex ? 'noindex, nofollow' : 'index, follow'} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
