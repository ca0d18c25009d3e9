import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../components/layout/dashboard-page';
import { CitationChecker } from '../../features/citations/components/citation-checker';
import { CitationsTabs, type CitationsTab } from '../../features/citations/components/citations-tabs';
import { ReferenceLibrary } from '../../features/citations/components/library/reference-library';

/** /dashboard/citations: checking a pasted paper (the default) and, under `?tab=library`, the reference library. */
export default function CitationsRoute() {
  const [params] = useSearchParams();
  const tab: CitationsTab = params.get('tab') === 'library' ? 'library' : 'check';
  return (
    <DashboardPage
      title="Citations"
      description="Check a paper’s citations against its reference list, and keep your references in a library that formats them in APA, MLA, Chicago, Harvard, IEEE or Vancouver."
    >
      <CitationsTabs current={tab} />
      {tab === 'library' ? <ReferenceLibrary /> : <CitationChecker />}
    </DashboardPage>
  );
}
