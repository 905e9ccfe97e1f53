import { Heading } from '../../_components/Heading';
import { deferredSection, estimatedChangeListHeight } from './reserved-height';
import { type FieldChange, type FieldFacts, type VersionChangesView } from '../../../isomorphic/schema-views';

/**
 * "バージョン間の変更": for a format with several versions, what each version changed against the one before,
 * computed at build time from the schema files (generators/schemas/version-changes.ts).
 */

const kindLabels: Record<FieldChange['kind'], string> = {
  added: '追加',
  removed: '削除',
  type: '型の変更',
  values: '値の一覧の変更',
  required: '必須かどうかの変更',
};

function typeText(types: string[]): string {
  return types.length > 0 ? types.join(' | ') : '型の指定なし';
}

function FieldLink({ path, url, fields }: { path: string; url: string; fields: string[] }) {
  const code = <code>{path}</code>;
  return fields.includes(path) ? <a href={`${url}#field-${path}`}>{code}</a> : code;
}

function Values({ values }: { values: string[] }) {
  return (
    <>
      {values.map((value, index) => (
        <span key={value}>
          {index > 0 && '、'}
          <code>{value}</code>
        </span>
      ))}
    </>
  );
}

function factsText(facts: FieldFacts): string {
  return `${typeText(facts.types)}、${facts.required ? '必須' : '省略可能または条件付き'}`;
}

function ChangeDetail({ change }: { change: FieldChange }) {
  switch (change.kind) {
    case 'added':
    case 'removed':
      return (
        <>
          （{factsText(change.facts)}
          {change.children > 0 && `、下位のフィールド ${change.children} 個を含む`}）
        </>
      );
    case 'type':
      return (
        <>
          : <code>{typeText(change.before)}</code> → <code>{typeText(change.after)}</code>
        </>
      );
    case 'values':
      if (!change.before) return <>: 値の一覧が決まりました（{change.after && <Values values={change.after} />}）</>;
      if (!change.after) return <>: 値の一覧による制限がなくなりました</>;
      return (
        <>
          {change.added.length > 0 && (
            <>
              : 追加 <Values values={change.added} />
            </>
          )}
          {change.removed.length > 0 && (
            <>
              {change.added.length > 0 ? '／' : ': '}削除 <Values values={change.removed} />
            </>
          )}
        </>
      );
    case 'required':
      return <>: {change.required ? '必須になりました' : '必須ではなくなりました'}</>;
  }
}

function Step({ step, name }: { step: VersionChangesView; name: string }) {
  const kinds = (Object.keys(kindLabels) as Array<FieldChange['kind']>).filter((kind) =>
    step.changes.some((change) => change.kind === kind),
  );
  return (
    <>
      <Heading level={3} id={`changes-${step.from}-${step.to}`} text={`v${step.from} → v${step.to}`} />
      <p>
        <a href={step.fromUrl}>
          {name} v{step.from}
        </a>{' '}
        と{' '}
        <a href={step.toUrl}>
          {name} v{step.to}
        </a>{' '}
        のスキーマを比べた結果です。
        {step.changes.length === 0 && 'フィールドの構成・型・値の一覧・必須かどうかに違いはありません。'}
      </p>
      {kinds.map((kind) => {
        const changes = step.changes.filter((change) => change.kind === kind);
        return (
          <div key={kind} {...deferredSection('schema-change-group', estimatedChangeListHeight(changes))}>
            <p>
              <strong>{kindLabels[kind]}</strong>
            </p>
            <ul>
              {changes.map((change) => (
                <li key={`${kind}-${change.path}`}>
                  {kind === 'removed' ? (
                    <FieldLink path={change.path} url={step.fromUrl} fields={step.fromFields} />
                  ) : (
                    <FieldLink path={change.path} url={step.toUrl} fields={step.toFields} />
                  )}
                  <ChangeDetail change={change} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

export function VersionChangesSection({ changes, name }: { changes: VersionChangesView[]; name: string }) {
  if (changes.length === 0) return null;
  return (
    <>
      <Heading level={2} id="version-changes" text="バージョン間の変更" />
      <p>
        この形式の各バージョンのスキーマファイルを、ビルドのときに機械的に比べた結果です。フィールドの追加・削除、型の変更、値の一覧（
        <code>enum</code>・<code>const</code>
        ）の変更、必須かどうかの変更を、新しい組み合わせから順に載せています。説明文だけの変更は含みません。
      </p>
      {changes.map((step) => (
        <Step key={`${step.from}-${step.to}`} step={step} name={name} />
      ))}
    </>
  );
}
