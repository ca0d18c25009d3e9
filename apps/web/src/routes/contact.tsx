import { Clock, LifeBuoy, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../components/layout/container';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/seo/page-meta';
import { Card, CardContent } from '../components/ui/card';
import { paths } from '../config/paths';
import { site } from '../config/site';
import { ContactForm } from '../features/contact/components/contact-form';

export default function ContactRoute() {
  return (
    <>
      <PageMeta
        title="Contact us"
        description="Questions about your Penwright account, plans, billing or privacy? Send the team a message."
        keywords={['contact Penwright', 'support', 'billing question', 'writing assistant help']}
        path={paths.contact}
      />
      <PageHeader eyebrow="Contact" title="Talk to the Penwright team">
        <p>
          Questions about your account, a plan, an invoice or your data: write to us and a person will answer.
        </p>
      </PageHeader>
      <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <ContactForm />
          </CardContent>
        </Card>
        <aside className="grid content-start gap-6 text-sm">
          <div className="flex gap-3">
            <Clock className="mt-0.5 size-5 text-primary" aria-hidden="true" />
            <p>
              <strong className="block">Reply within two working days</strong>
              <span className="text-muted-foreground">Monday to Friday, and faster near exam season.</span>
            </p>
          </div>
          <div className="flex gap-3">
            <LifeBuoy className="mt-0.5 size-5 text-primary" aria-hidden="true" />
            <p>
              <strong className="block">Quick answers</strong>
              <span className="text-muted-foreground">
                Many questions are answered in the{' '}
                <Link className="text-primary underline underline-offset-4" to={paths.help}>
                  help centre
                </Link>
                .
              </span>
            </p>
          </div>
          <div className="flex gap-3">
            <Mail className="mt-0.5 size-5 text-primary" aria-hidden="true" />
            <p>
              <strong className="block">Prefer email?</strong>
              <a className="text-primary underline underline-offset-4" href={`mailto:${site.supportEmail}`}>
                {site.supportEmail}
              </a>
            </p>
          </div>
        </aside>
      </Container>
    </>
  );
}
