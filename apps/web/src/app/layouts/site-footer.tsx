import { Link } from 'react-router';
import { Container } from '../../components/layout/container';
import { Logo } from '../../components/layout/logo';
import { paths } from '../../config/paths';

const columns = [
  {
    title: 'Product',
    links: [
      { to: paths.features, label: 'Features' },
      { to: paths.howItWorks, label: 'How it works' },
      { to: paths.pricing, label: 'Pricing' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: paths.help, label: 'Help' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.privacy, label: 'Privacy' },
      { to: paths.terms, label: 'Terms' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-muted/50">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="max-w-xs">
          <Logo />
          <p className="mt-3 text-sm text-muted-foreground">
            From assignment brief to finished paper: drafting, review and citations in one calm workspace you
            can host yourself.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-sans text-sm font-semibold tracking-wide text-foreground">{column.title}</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted-foreground hover:text-foreground hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container className="border-t border-border py-6 text-xs text-muted-foreground">
        © {new Date().getFullYear()} Penwright. Released under the AGPL-3.0 licence.
      </Container>
    </footer>
  );
}
