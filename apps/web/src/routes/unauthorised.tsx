import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../components/layout/container';
import { PageMeta } from '../components/seo/page-meta';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';

export default function UnauthorisedRoute() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <PageMeta
        title="Access not allowed"
        description="Your Penwright account does not have permission to open this page."
        path={paths.unauthorised}
      />
      <div className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </div>
      <h1 className="mt-5 text-3xl font-semibold">You do not have access to this page</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        This area is kept for accounts with a different role. If you think your account should have access,
        ask your Penwright administrator to check your roles.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to={paths.dashboard}>Go to my dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.contact}>Contact support</Link>
        </Button>
      </div>
    </Container>
  );
}
