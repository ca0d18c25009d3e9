import { Cookie } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { showCookiePreferences } from '../../../lib/consent/cookie-consent';

export function CookiePreferencesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cookies</CardTitle>
        <CardDescription>
          Penwright uses strictly necessary cookies only. Review your choice at any time; changes are saved to
          your account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => void showCookiePreferences()}>
          <Cookie aria-hidden="true" /> Cookie preferences
        </Button>
      </CardContent>
    </Card>
  );
}
