import { DashboardPage } from '../../components/layout/dashboard-page';
import { CitationChecker } from '../../features/citations/components/citation-checker';

/** /dashboard/citations: citation tools; for now, checking a pasted paper against its reference list. */
export default function CitationsRoute() {
  return (
    <DashboardPage
      title="Citations"
      description="Check a paper: every in-text citation is matched with its reference list, in APA, MLA, Chicago, Harvard, IEEE or Vancouver."
    >
      <CitationChecker />
    </DashboardPage>
  );
}
