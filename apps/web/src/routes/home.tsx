import { PageMeta } from '../components/seo/page-meta';
import { ClosingCall } from '../features/marketing/components/closing-call';
import { FeaturesSection } from '../features/marketing/components/features-section';
import { Hero } from '../features/marketing/components/hero';
import { HowItWorks } from '../features/marketing/components/how-it-works';
import { PricingSection } from '../features/marketing/components/pricing-section';

export default function HomeRoute() {
  return (
    <>
      <PageMeta
        title="Penwright"
        description="Penwright is an academic writing assistant: analyse the assignment brief, draft with autosave, check grammar, style and citations, and finish essays, theses and reports on time."
        keywords={[
          'academic writing assistant',
          'essay writing',
          'thesis writing',
          'citation manager',
          'grammar checker',
          'APA',
          'MLA',
        ]}
        path="/"
      />
      <Hero />
      <FeaturesSection />
      <HowItWorks />
      <PricingSection />
      <ClosingCall />
    </>
  );
}
