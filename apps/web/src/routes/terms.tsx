import { Link } from 'react-router';
import { Container } from '../components/layout/container';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/seo/page-meta';
import { paths } from '../config/paths';

export default function TermsRoute() {
  return (
    <>
      <PageMeta
        title="Terms of Service"
        description="The agreement for using Penwright: your account, your writing, academic integrity, plans and billing."
        keywords={['Penwright terms', 'terms of service', 'academic integrity', 'subscription terms']}
        path={paths.terms}
      />
      <PageHeader eyebrow="Legal" title="Terms of Service">
        <p>
          Last updated 1 March 2026. Plain terms for a writing tool: you own your work, and you use it
          honestly.
        </p>
      </PageHeader>
      <Container className="py-12">
        <article className="prose-page">
          <h2>Your account</h2>
          <p>
            You need an account to use Penwright. Keep your password private and tell us if you think someone
            else has used your account. You must be old enough to agree to these terms where you live.
          </p>
          <h2>Your writing stays yours</h2>
          <p>
            Everything you write or upload remains yours. You allow Penwright to store and process it only to
            provide the service to you: saving, checking, formatting and exporting it.
          </p>
          <h2>Academic integrity</h2>
          <p>
            Penwright helps you plan, write and polish your own work. It does not write assignments for you,
            and you are responsible for following the rules of your school, university or publisher, including
            how you acknowledge sources and any help you received.
          </p>
          <h2>Acceptable use</h2>
          <ul>
            <li>Do not upload material you have no right to use, or content that is unlawful.</li>
            <li>Do not try to break, overload or get around the limits of the service.</li>
            <li>Do not share an account or resell access.</li>
          </ul>
          <h2>Plans and billing</h2>
          <p>
            The Starter plan is free. Paid plans renew each month until you cancel; a cancellation takes
            effect at the end of the period you have paid for. Plan limits, such as the number of active
            projects, are shown on the <Link to={paths.pricing}>pricing section</Link>.
          </p>
          <h2>Availability and changes</h2>
          <p>
            We work to keep Penwright available and your work safe, but cannot promise it will never be
            interrupted. Keep your own copies of important work. We may improve or change features, and will
            give notice of changes that reduce what a paid plan includes.
          </p>
          <h2>Ending the agreement</h2>
          <p>
            You can delete your account at any time in Settings. We may suspend an account that breaks these
            terms, and will explain why unless the law prevents us.
          </p>
          <h2>Liability</h2>
          <p>
            Suggestions from the grammar, style and citation checks are aids, not guarantees. To the extent
            the law allows, Penwright is not liable for grades, rejections or losses arising from their use.
          </p>
          <h2>Questions</h2>
          <p>
            Write to us through the <Link to={paths.contact}>Contact</Link> page. How we handle personal data
            is described in the <Link to={paths.privacy}>Privacy Policy</Link>.
          </p>
        </article>
      </Container>
    </>
  );
}
