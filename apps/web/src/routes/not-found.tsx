import { Link } from 'react-router';
import { Container } from '../components/layout/container';
import { PageMeta } from '../components/seo/page-meta';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';

export default function NotFoundRoute() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <PageMeta
        title="Page not found"
        description="The page you asked for does not exist on Penwright."
        noIndex
      />
      <p className="font-serif text-7xl font-semibold text-primary/60">404</p>
      <h1 className="mt-4 text-3xl font-semibold">This page is not in the manuscript</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        The link may be mistyped, or the page may have moved. Check the address, or head back to somewhere
        familiar.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to={paths.home}>Go to home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.help}>Visit the help centre</Link>
        </Button>
      </div>
    </Container>
  );
}
