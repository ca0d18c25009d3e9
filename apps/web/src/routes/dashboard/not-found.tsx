import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardPage } from '../../components/layout/dashboard-page';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { paths } from '../../config/paths';

export default function DashboardNotFoundRoute() {
  return (
    <DashboardPage
      title="Page not found"
      description="This part of the dashboard does not exist, or is not available yet."
    >
      <EmptyState
        icon={<Compass />}
        title="Nothing here yet"
        action={
          <Button asChild>
            <Link to={paths.dashboard}>Back to overview</Link>
          </Button>
        }
      >
        Check the address, or use the menu to find your way.
      </EmptyState>
    </DashboardPage>
  );
}
