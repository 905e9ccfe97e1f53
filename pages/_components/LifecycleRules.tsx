import { lifecycleRuleAnchor, type LifecycleRuleView, type LifecycleSection } from '../../isomorphic/lifecycle';
import { Heading } from './Heading';
import { InlineText } from './reference/InlineText';
import { useSiteContent } from './site-content';

function RuleSources({ rule }: { rule: LifecycleRuleView }) {
  return (
    <ul>
      {rule.sources.map((source, index) => (
        <li key={index}>
          {source.href ? <a href={source.href}>{source.title}</a> : <code>{source.title}</code>}
          {source.href ? '' : '（実際の電文）'}: <InlineText text={source.says} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The rules of one section of data/lifecycle.yaml (`eew`, `tsunami` or `reliability`), in the file's order: each
 * with its heading (anchor `rule-<id>`), what an app must do, what the reference handler does, what the provider
 * does not publish, and its sources.
 */
export function LifecycleRules({ section }: { section: LifecycleSection }) {
  const rules = useSiteContent().lifecycle.rules[section];
  return (
    <>
      {rules.map((rule) => (
        <section key={rule.id}>
          <Heading level={3} id={lifecycleRuleAnchor(rule.id)} text={rule.title} />
          <p>
            <InlineText text={rule.rule} />
          </p>
          {rule.handler ? (
            <p>
              <strong>参照実装</strong>: <InlineText text={rule.handler} />
            </p>
          ) : null}
          {rule.unpublished ? (
            // The markup of an MDX `:::caution[公開されていません]` admonition.
            <aside className="admonition admonition-caution">
              <p className="admonition-title">公開されていません</p>
              <p>
                <InlineText text={rule.unpublished} />
              </p>
            </aside>
          ) : null}
          <p>根拠:</p>
          <RuleSources rule={rule} />
        </section>
      ))}
    </>
  );
}
