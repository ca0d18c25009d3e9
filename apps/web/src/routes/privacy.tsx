import { Link } from 'react-router';
import { Container } from '../components/layout/container';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/seo/page-meta';
import { paths } from '../config/paths';

export default function PrivacyRoute() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="What Penwright stores about you and your writing, why, for how long, and how to see, correct or delete it."
        keywords={['Penwright privacy', 'privacy policy', 'cookies', 'data protection', 'GDPR']}
        path={paths.privacy}
      />
      <PageHeader eyebrow="Legal" title="Privacy Policy">
        <p>
          Last updated 1 March 2026. Your drafts are your work. This page explains what Penwright keeps and
          why.
        </p>
      </PageHeader>
      <Container className="py-12">
        <article className="prose-page">
          <h2>Who is responsible</h2>
          <p>
            Penwright is software that universities, schools, companies and individuals can run on their own
            servers. The organisation operating the Penwright instance you use is responsible for your data;
            its contact details are on the <Link to={paths.contact}>Contact</Link> page.
          </p>
          <h2>What we store</h2>
          <ul>
            <li>
              <strong>Account details:</strong> your name, email address, and, if you add them, a phone number
              and profile photo.
            </li>
            <li>
              <strong>Your writing:</strong> projects, briefs, drafts and their revisions, review reports and
              your citation library.
            </li>
            <li>
              <strong>Subscription records:</strong> your plan and its history. Card details go straight to
              the payment provider and never reach our servers.
            </li>
            <li>
              <strong>Consent records:</strong> the cookie choice you made and when you made it, so we can
              show that we asked.
            </li>
            <li>
              <strong>Technical logs:</strong> IP address, browser and error details, kept briefly to keep the
              service secure and working.
            </li>
          </ul>
          <h2>Why we use it</h2>
          <p>
            To run your account and save your work; to check grammar, style and citations when you ask; to
            send the emails you need (address confirmation, password reset, deadline reminders); to bill paid
            plans; and to protect the service against abuse. We do not sell your data, show advertising or use
            your writing to train models.
          </p>
          <h2>Writing checks</h2>
          <p>
            Grammar, style and citation checks run on the Penwright server by default. If the operator
            connects an outside checking service, only the text being checked is sent, and only for that
            check.
          </p>
          <h2>Cookies</h2>
          <p>
            Penwright uses strictly necessary cookies only: one keeps you signed in, and one remembers your
            cookie choice. You can review that choice at any time from the cookie preferences in Settings.
          </p>
          <h2>How long we keep it</h2>
          <p>
            Your account and writing stay until you delete them. Deleting your account in Settings removes
            your profile, projects and library; billing records are kept as long as tax law requires. Logs are
            deleted after 30 days.
          </p>
          <h2>Your rights</h2>
          <p>
            You can see and correct your details in Settings, download your work, and delete your account. You
            may also ask the operator for a copy of your data, object to its use, or complain to your data
            protection authority.
          </p>
          <h2>Changes</h2>
          <p>
            When this policy changes in a way that matters, we will tell you by email or in the app before it
            takes effect.
          </p>
        </article>
      </Container>
    </>
  );
}
