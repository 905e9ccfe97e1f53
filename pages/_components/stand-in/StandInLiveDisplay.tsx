import type { StandInInfo } from '../../../isomorphic/data-types/stand-in';
import type { SiteContent } from '../../../isomorphic/site-content';
import { CodeBlock } from '../CodeBlock';
import { useSiteData } from '../site-content';
import styles from './StandInLiveDisplay.module.css';

/** The scenario and the fault the live display is shown with: an EEW that ends in a cancellation, one duplicate. */
const liveScenario = 'eew-cancel';
const liveFault = 'duplicate';
const liveSpeed = '10';

function optionOf(info: StandInInfo, name: string) {
  const option = info.options.find((entry) => entry.name === name);
  if (!option) throw new Error(`data/stand-in.yaml: options has no ${name} (StandInLiveDisplay needs it)`);
  return option;
}

/**
 * The command that starts the stand-in for the live display, from data/stand-in.yaml and data/scenarios/: the
 * fault comes right after the scenario's 警報 step (the first step whose type is VXSE43), so the handler sees a
 * duplicate of a report it has applied, then the cancellation.
 */
export function liveDisplayCommand(info: StandInInfo, scenarios: SiteContent['scenarios']): string {
  const scenario = scenarios.find((entry) => entry.id === liveScenario);
  if (!scenario) throw new Error(`data/scenarios/: no scenario ${liveScenario} (StandInLiveDisplay shows it)`);
  if (!info.faults.some((fault) => fault.name === liveFault))
    throw new Error(`data/stand-in.yaml: faults has no ${liveFault} (StandInLiveDisplay shows it)`);
  const warningStep = scenario.steps.findIndex((step) => step.type === 'VXSE43') + 1;
  if (warningStep === 0) throw new Error(`data/scenarios/${liveScenario}.yaml: no VXSE43 step to duplicate`);
  const file = info.download.split('/').at(-1)!;
  const scenarioOption = optionOf(info, 'scenario').name;
  const faultOption = optionOf(info, 'fault').name;
  const speedOption = optionOf(info, 'speed').name;
  return `node ${file} --${scenarioOption} ${scenario.id} --${faultOption} ${liveFault}@${warningStep} --${speedOption} ${liveSpeed}`;
}

/**
 * The live display of /docs/sample/stand-in, prerendered: the command to run first and a button, disabled until the
 * page's script arms it (renderer/content/content-widgets.ts). The panel's code (renderer/content/live-display/) is
 * imported only when the visitor presses the button.
 */
export function StandInLiveDisplay(props: { info?: StandInInfo; scenarios?: SiteContent['scenarios'] }) {
  const info = useSiteData('standIn', props.info);
  const scenarios = useSiteData('scenarios', props.scenarios);
  const base = `http://${optionOf(info, 'host').default}:${optionOf(info, 'port').default}`;
  return (
    <section data-live data-base={base} aria-label="ライブ表示">
      <p>まず、手元でスタンドインを次のコマンドで起動します。</p>
      <div data-live-command>
        <CodeBlock lang="bash" code={liveDisplayCommand(info, scenarios)} />
      </div>
      <p>
        次のボタンでパネルを開き、「接続」を押します。パネルは <code>{base}</code> の Socket Start v2 を呼び、WebSocket
        を開きます。
      </p>
      <p className={styles.needsScript} data-live-needs-script>
        この機能はブラウザの JavaScript で動きます。
      </p>
      <p>
        <button
          type="button"
          className={styles.open}
          data-live-open
          aria-expanded="false"
          aria-controls="live-display-panel"
          disabled
        >
          ライブ表示を開く
        </button>
      </p>
      <div id="live-display-panel" data-live-display-root hidden />
    </section>
  );
}
