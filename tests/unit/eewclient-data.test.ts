import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { eewClientFile, loadEewClient } from '../../generators/content/eewclient';
import { loadPriceList } from '../../generators/content/price';
import { downloadUrl, isPrerelease } from '../../isomorphic/content-format';
import { EewClientDownloads } from '../../pages/_components/EewClientDownloads';
import { EewClientPlans } from '../../pages/_components/EewClientPlans';
import { EewClientVersions } from '../../pages/_components/EewClientVersions';
import { renderBuildTime } from '../support/render-build-time';
import { brokenCopies, lineColumnOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

const { original, loadBroken } = brokenCopies(eewClientFile, loadEewClient);

afterAll(removeTempDirs);

describe('data/eewclient.yaml', () => {
  it('loads the stable version, its download URLs and the release history', () => {
    const client = loadEewClient();
    expect(client.stableVersion).toBe('1.3.0');
    expect(client.releases[0]).toMatchObject({ version: '1.3.0', date: '2026-05-01' });
    expect(client.releases.at(-1)?.version).toBe('1.0.0-rc.0');
    expect(client.downloads.map((download) => downloadUrl(client, download, client.stableVersion))).toEqual([
      'https://cdn.dmdata.ne.jp/eewclient/release/dmdata-eewclient-v1.3.0-win-x64.exe',
      'https://cdn.dmdata.ne.jp/eewclient/release/dmdata-eewclient-v1.3.0-win-arm64.exe',
      'https://cdn.dmdata.ne.jp/eewclient/release/dmdata-eewclient-v1.3.0-mac-x64.dmg',
      'https://cdn.dmdata.ne.jp/eewclient/release/dmdata-eewclient-v1.3.0-mac-arm64.dmg',
    ]);
    expect(isPrerelease('1.2.0-rc.1')).toBe(true);
    expect(isPrerelease('1.2.0')).toBe(false);
  });

  it('renders the downloads of the stable version only, the fees and every release', () => {
    const downloads = renderBuildTime(createElement(EewClientDownloads), { mdx: true });
    expect(downloads.match(/data-eewclient-downloads=/g)).toHaveLength(1);
    expect(downloads).toMatch(
      /<strong>正式版 v1\.3\.0<\/strong> <time dateTime="2026-05-01">2026\/05\/01<\/time> 公開/,
    );
    expect(
      downloads.match(/href="https:\/\/cdn\.dmdata\.ne\.jp\/eewclient\/release\/dmdata-eewclient-v1\.3\.0-/g),
    ).toHaveLength(4);
    const plans = renderBuildTime(createElement(EewClientPlans), { mdx: true });
    expect(plans).toMatch(
      /data-eewclient-plan="EEW Client by DMDATA.JP 専用">.*?>550<\/span>.*?<dt>日割り<\/dt><dd>なし<\/dd>/,
    );
    expect(plans).toMatch(
      /data-eewclient-plan="緊急地震（予報）区分">.*?>1,650<\/span>.*?月額の上限.*?<dd>75円\/日<\/dd>/,
    );
    const versions = renderBuildTime(createElement(EewClientVersions), { mdx: true });
    expect(versions).toContain('<strong>v1.2.0-rc.1（試験版）</strong>');
    expect(versions.match(/<time /g)).toHaveLength(loadEewClient().releases.length);
  });

  it('reports an unknown field with its key position', () => {
    const text = replaceOnce(
      original,
      '    individualPlan: eew.forecast\n',
      '    individualPlan: eew.forecast\n    yearlyFee: 900\n',
    );
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'yearlyFee')} plans[1].yearlyFee: unknown field "yearlyFee"`,
    );
  });

  it("takes a class plan's fees from data/price.yaml, so the amount is written once", () => {
    const price = loadPriceList();
    const forecast = price.individual.plans.find((plan) => plan.api === 'eew.forecast')!;
    expect(loadEewClient().plans[1]).toMatchObject({
      name: '緊急地震（予報）区分',
      monthlyFee: forecast.monthlyMaxPrice,
      dailyFee: forecast.dailyPrice,
      initialFee: forecast.initialFee,
    });
    // A new price in data/price.yaml reaches the EEW Client page with no edit of data/eewclient.yaml.
    const raised = structuredClone(price);
    raised.individual.plans.find((plan) => plan.api === 'eew.forecast')!.monthlyMaxPrice = 1800;
    expect(loadEewClient(eewClientFile, raised).plans[1].monthlyFee).toBe(1800);
  });

  it('reports a class plan that data/price.yaml does not have, at its individualPlan', () => {
    const text = replaceOnce(original, 'individualPlan: eew.forecast', 'individualPlan: eew.unknown');
    const { error, shown } = loadBroken(text);
    expect(error.message).toContain(
      `${shown}:${lineColumnOf(text, 'eew.unknown')} plans[1].individualPlan: "eew.unknown" is no individual plan of data/price.yaml`,
    );
  });

  it('reports a stable version that points at a test build', () => {
    const text = replaceOnce(original, 'stableVersion: 1.3.0', 'stableVersion: 1.2.0-rc.1');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, '1.2.0-rc.1')} stableVersion: must not be a pre-release (-rc.N) version`,
    );
  });

  it('reports every broken reference at once: a missing stable release and a latest version that is not the newest', () => {
    let text = replaceOnce(original, 'stableVersion: 1.3.0', 'stableVersion: 9.9.9');
    text = replaceOnce(text, 'latestVersion: 1.3.0', 'latestVersion: 1.2.0');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      [
        `${shown}:${lineColumnOf(text, '9.9.9')} stableVersion: no release 9.9.9 in releases`,
        `${shown}:${lineColumnOf(text, '1.2.0\n')} latestVersion: must be the newest release (1.3.0)`,
      ].join('\n'),
    );
  });
});
