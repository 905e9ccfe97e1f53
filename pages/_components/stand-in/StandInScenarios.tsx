import { Fragment } from 'react';
import type { SiteContent } from '../../../isomorphic/site-content';
import { Heading } from '../Heading';
import { DataTable } from '../reference/DataTable';
import { useSiteData } from '../site-content';

const kindLabels: Record<SiteContent['scenarios'][number]['kind'], string> = {
  earthquake: '地震',
  eew: '緊急地震速報',
  tsunami: '津波',
  volcano: '火山',
  weather: '気象',
};

/** data/scenarios/ のシナリオを、段と元の電文とともに示す。作った段を含むシナリオは、そのことと作り方を書く。 */
export function StandInScenarios(props: { scenarios?: SiteContent['scenarios'] }) {
  const scenarios = useSiteData('scenarios', props.scenarios);
  return (
    <>
      {scenarios.map((scenario) => (
        <section key={scenario.id}>
          <Heading level={3} id={`scenario-${scenario.id}`} text={`${scenario.title}（${scenario.id}）`} />
          <p>
            {kindLabels[scenario.kind]}。{scenario.summary}
          </p>
          <p>
            {scenario.derived ? (
              <>
                <strong>作った段を含みます。</strong>
                {scenario.derivation}
              </>
            ) : (
              'すべての段が実際の電文です。'
            )}
          </p>
          <DataTable caption={`${scenario.id} の段`} columns={['段', '前の段から', 'head.type', '電文', '内容']}>
            {scenario.steps.map((step, index) => (
              <tr key={index}>
                <th scope="row">{index + 1}</th>
                <td>{`${step.after} 秒`}</td>
                <td>
                  <code>{step.type}</code>
                </td>
                <td>
                  <code>{step.document.split('/').at(-1)}</code>
                </td>
                <td>
                  {step.note}
                  {step.patch && (
                    <>
                      （変えた項目:
                      {step.patch.map((patch, patchIndex) => (
                        <Fragment key={patch.path}>
                          {patchIndex > 0 ? '、' : ' '}
                          <code>{patch.path}</code>
                        </Fragment>
                      ))}
                      ）
                    </>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          <ul>
            {scenario.sources.map((source) => (
              <li key={source.document}>
                <code>{source.document.replace(/^data\/schemas\//, '')}</code>: {source.origin}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
