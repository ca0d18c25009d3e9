import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useDialect } from '../hooks/use-dialect';
import { DialectSelect } from './dialect-select';
import { DictionaryList } from './dictionary-list';

/** Settings › Writing: the English the checks hold to, and the personal dictionary. */
export function WritingSettingsCard() {
  const { dialect, setDialect, loaded, saving } = useDialect();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Writing</CardTitle>
        <CardDescription>
          The English your drafts and the grammar checker are held to, and the words you have taught the
          spelling check.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DialectSelect
          value={dialect}
          onChange={setDialect}
          disabled={!loaded || saving}
          label="English dialect"
        />
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Personal dictionary</h3>
          <DictionaryList />
        </div>
      </CardContent>
    </Card>
  );
}
