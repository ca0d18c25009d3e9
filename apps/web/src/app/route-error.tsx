import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '../components/errors/error-screen';

/** The router's error element: the global error screen for anything a route throws. */
export function RouteError() {
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`.trim()) : error;
  return <ErrorScreen error={shown} onRetry={() => window.location.reload()} />;
}
