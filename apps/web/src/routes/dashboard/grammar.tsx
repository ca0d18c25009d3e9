import { DashboardPage } from '../../components/layout/dashboard-page';
import { GrammarChecker } from '../../features/grammar/components/grammar-checker';

/** /dashboard/grammar: the standalone grammar, style and readability checker. */
export default function GrammarRoute() {
  return (
    <DashboardPage
      title="Grammar checker"
      description="Paste or type any text to check its grammar, spelling, punctuation and academic style, and see how readable it is."
    >
      <GrammarChecker />
    </DashboardPage>
  );
}
