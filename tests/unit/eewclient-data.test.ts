import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { createElement, type ReactElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';
import { eewClientFile, loadEewClient } from '../../generators/content/eewclient';
import { loadPriceList } from '../../generators/content/price';
import { downloadUrl, isPrerelease } from '../../isomorphic/content-format';
import { EewClientDownloads } from '../../pages/_components/EewClientDownloads';
import { EewClientPlans } from '../../pages/_components/EewClientPlans';
import { EewClientVersions } from '../../pages/_components/EewClientVersions';
import { renderBuildTime } from '../support/render-build-time';
import { brokenCopies, lineColumnOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

/** The loader and the components are checked on a small file of the tests' own (test versions, prices and URLs). */
const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/eewclient.yaml');
/** The test price list the fixture's class plan (`individualPlan: eew.forecast`) takes its fees from. */
const fixturePrice = loadPriceList(path.join(repoRoot, 'tests/fixtures/data/price.yaml'));
const { original, loadBroken } = brokenCopies(fixtureFile, (file) => loadEewClient(file, fixturePrice));
const fixture = loadEewClient(fixtureFile, fixturePrice);
const render = (element: ReactElement) => renderBuildTime(element, { content: { eewClient: fixture } });

afterAll(removeTempDirs);

describe('data/eewclient.yaml', () => {
  it('loads with every check: a stable release that is no test build, the newest release as the latest', () => {
    const client = loadEewClient();
    expect(client.releases.map((release) => release.version)).toContain(client.stableVersion);
    expect(isPrerelease(client.stableVersion)).toBe(false);
    expect(client.latestVersion).toBe(client.releases[0].version);
  });

  it("takes a class plan's fees from data/price.yaml, so the amount is written once", () => {
    const client = loadEewClient();
    const price = loadPriceList();
    const written = (parse(readFileSync(eewClientFile, 'utf8')) as { plans: Array<{ individualPlan?: string }> }).plans;
    expect(written.some((plan) => plan.individualPlan)).toBe(true);
    written.forEach((plan, index) => {
      if (!plan.individualPlan) return;
      const priced = price.individual.plans.find((candidate) => candidate.api === plan.individualPlan)!;
      expect(client.plans[index]).toMatchObject({
        monthlyFee: priced.monthlyMaxPrice,
        dailyFee: priced.dailyPrice,
        initialFee: priced.initialFee,
      });
    });
  });
});

describe('the EEW Client loader and components (tests/fixtures/data/eewclient.yaml)', () => {
  it('loads the stable version, its download URLs and the release history', () => {
    expect(fixture.stableVersion).toBe('2.1.0');
    expect(fixture.releases.map((release) => release.version)).toEqual(['2.2.0-rc.1', '2.1.0', '2.0.0']);
    expect(fixture.downloads.map((download) => downloadUrl(fixture, download, fixture.stableVersion))).toEqual([
      'https://cdn.example.test/client/v2.1.0/win-x64.exe',
      'https://cdn.example.test/client/v2.1.0/mac-arm64.dmg',
    ]);
    expect(isPrerelease('1.2.0-rc.1')).toBe(true);
    expect(isPrerelease('1.2.0')).toBe(false);
  });

  it('renders the downloads of the stable version and of the newer test build, the fees and every release', () => {
    const downloads = render(createElement(EewClientDownloads));
    expect(downloads.match(/data-eewclient-downloads="[^"]+"/g)).toEqual([
      'data-eewclient-downloads="2.1.0"',
      'data-eewclient-downloads="2.2.0-rc.1"',
    ]);
    expect(downloads).toMatch(
      /<strong>正式版 v2\.1\.0<\/strong> <time dateTime="2026-01-15">2026\/01\/15<\/time> 公開/,
    );
    expect(downloads).toMatch(/<strong>試験版 v2\.2\.0-rc\.1<\/strong>/);
    expect(downloads.match(/href="https:\/\/cdn\.example\.test\/client\/v2\.1\.0\//g)).toHaveLength(2);
    const plans = render(createElement(EewClientPlans));
    expect(plans).toMatch(/data-eewclient-plan="テスト専用契約">.*?>1,200<\/span>.*?<dt>日割り<\/dt><dd>なし<\/dd>/);
    expect(plans).toMatch(/data-eewclient-plan="テスト区分契約">.*?>500<\/span>.*?月額の上限.*?<dd>20円\/日<\/dd>/);
    const versions = render(createElement(EewClientVersions));
    expect(versions).toContain('<strong>v2.2.0-rc.1（試験版）</strong>');
    expect(versions).toContain('<strong>テスト用のお知らせです。</strong>');
    expect(versions.match(/<time /g)).toHaveLength(3);
  });

  it("takes the class plan's fees from the price list it is given", () => {
    expect(fixture.plans[1]).toMatchObject({ name: 'テスト区分契約', monthlyFee: 500, dailyFee: 20, initialFee: 0 });
    const raised = structuredClone(fixturePrice);
    raised.individual.plans.find((plan) => plan.api === 'eew.forecast')!.monthlyMaxPrice = 1800;
    expect(loadEewClient(fixtureFile, raised).plans[1].monthlyFee).toBe(1800);
  });

  it('reports a class plan that the price list does not have, at its individualPlan', () => {
    const text = replaceOnce(original, 'individualPlan: eew.forecast', 'individualPlan: eew.unknown');
    const { error, shown } = loadBroken(text);
    expect(error.message).toContain(
      `${shown}:${lineColumnOf(text, 'eew.unknown')} plans[1].individualPlan: "eew.unknown" is no individual plan of data/price.yaml`,
    );
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

  it('reports a stable version that points at a test build', () => {
    const text = replaceOnce(original, 'stableVersion: 2.1.0', 'stableVersion: 2.2.0-rc.1');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, '2.2.0-rc.1')} stableVersion: must not be a pre-release (-rc.N) version`,
    );
  });

  it('reports every broken reference at once: a missing stable release and a latest version that is not the newest', () => {
    let text = replaceOnce(original, 'stableVersion: 2.1.0', 'stableVersion: 9.9.9');
    text = replaceOnce(text, 'latestVersion: 2.2.0-rc.1', 'latestVersion: 2.1.0');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      [
        `${shown}:${lineColumnOf(text, '9.9.9')} stableVersion: no release 9.9.9 in releases`,
        `${shown}:${lineColumnOf(text, 'latestVersion: 2.1.0', { shift: 'latestVersion: '.length })} latestVersion: must be the newest release (2.2.0-rc.1)`,
      ].join('\n'),
    );
  });
});
