import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, visit, type PageSession } from '../support/browser';
import { samplesDir } from '../support/schema-documents';

/**
 * The JSON validator page (/docs/reference/conversion/json/validator/): every real sample in
 * ../shared/samples is valid there, mutated ones show the expected pointer, and bad input gets a clear
 * message. The validator's code (with ajv) loads on that page only.
 */

const validatorPath = '/docs/reference/conversion/json/validator/';

interface Sample {
  label: string;
  text: string;
  name: string;
}

function readAllSamples(): Sample[] {
  const samples: Sample[] = [];
  for (const name of readdirSync(samplesDir).sort()) {
    for (const file of readdirSync(path.join(samplesDir, name))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      samples.push({ label: `${name}/${file}`, name, text: readFileSync(path.join(samplesDir, name, file), 'utf8') });
    }
  }
  return samples;
}

let session: PageSession;

beforeAll(async () => {
  session = await openPage();
  await visit(session.page, validatorPath);
  await session.page.waitForSelector('form[data-schema-validator][data-mounted]', { timeout: 15_000 });
});

afterAll(async () => {
  await session?.context.close();
  await closeBrowser();
});

/** Pastes `text` into the form, submits, and returns the settled result (status and text). */
async function validate(
  page: Page,
  text: string,
): Promise<{ status: string; text: string; pointers: string[]; links: string[] }> {
  // Typing-level filling is fine for small documents; large ones (up to ~1 MB) are put in as a paste would.
  if (text.length < 50_000) await page.locator('#schema-validator-input').fill(text);
  else {
    await page.evaluate((value) => {
      const input = document.querySelector<HTMLTextAreaElement>('#schema-validator-input')!;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
  }
  await page.getByRole('button', { name: '検証する' }).click();
  const result = page.locator('[data-validator-result]');
  await page.waitForFunction(() => {
    const status = document.querySelector<HTMLElement>('[data-validator-result]')?.dataset.status;
    return status !== undefined && status !== 'busy';
  });
  return {
    status: (await result.getAttribute('data-status')) ?? '',
    text: (await result.textContent()) ?? '',
    pointers: await result.locator('tbody tr td:first-child code').allTextContents(),
    links: await result
      .locator('tbody a')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? '')),
  };
}

/**
 * Validates many documents in one round trip, each as `validate` does it but in the page: the text put in the
 * textarea as a paste gives it (the textarea's own value setter, then an `input` event), a click on the
 * "検証する" button, and the result read once its status is settled, after the click replaced it (a result left from
 * the previous document does not count). Plain script: test runners rewrite named functions in compiled code.
 */
async function validateAll(page: Page, texts: string[]): Promise<{ status: string; text: string }[]> {
  return page.evaluate<{ status: string; text: string }[]>(`(async () => {
    const input = document.querySelector('#schema-validator-input');
    const button = [...document.querySelectorAll('form[data-schema-validator] button')].find((b) => b.textContent.trim() === '検証する');
    const result = document.querySelector('[data-validator-result]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
    const answers = [];
    for (const text of ${JSON.stringify(texts)}) {
      const before = result.firstElementChild;
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      button.click();
      answers.push(await new Promise((resolve, reject) => {
        const read = () => {
          const status = result.dataset.status;
          if (status === undefined || status === 'busy' || result.firstElementChild === before) return false;
          observer.disconnect();
          clearTimeout(timer);
          resolve({ status, text: result.textContent });
          return true;
        };
        const observer = new MutationObserver(read);
        const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no settled result for a document of ' + text.length + ' characters')); }, 15000);
        if (!read()) observer.observe(result, { attributes: true, childList: true });
      }));
    }
    return answers;
  })()`);
}

describe('the JSON validator page', () => {
  it('sees every sample of ../shared/samples as valid, naming its format', async () => {
    const samples = readAllSamples();
    expect(samples.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    // In batches, so that one evaluate carries a few MB at most.
    for (let start = 0; start < samples.length; start += 20) {
      const batch = samples.slice(start, start + 20);
      const results = await validateAll(
        session.page,
        batch.map((sample) => sample.text),
      );
      expect(results.length).toBe(batch.length);
      results.forEach((result, index) => {
        const sample = batch[index];
        if (result.status !== 'valid' || !result.text.includes(sample.name))
          wrong.push(`${sample.label}: ${result.status} ${result.text.slice(0, 300)}`);
      });
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('shows each error with its JSON pointer, a Japanese message and a link to the field on the schema page', async () => {
    const sample = readAllSamples().find((candidate) => candidate.label.startsWith('earthquake-information/vxse53'))!;
    const document = JSON.parse(sample.text);
    delete document.body.earthquake.hypocenter;
    document.body.earthquake.unexpected = 1;
    document.title = 123;
    const result = await validate(session.page, JSON.stringify(document, null, 2));
    expect(result.status).toBe('invalid');
    expect(result.pointers).toEqual(
      expect.arrayContaining(['/body/earthquake/hypocenter', '/body/earthquake/unexpected', '/title']),
    );
    expect(result.text).toContain('必須のフィールド「hypocenter」がありません');
    expect(result.text).toContain('スキーマにないフィールド「unexpected」があります');
    expect(result.links).toContain(
      '/docs/reference/conversion/json/schema/earthquake-information#field-body.earthquake.hypocenter',
    );
    expect(result.links).toContain(
      '/docs/reference/conversion/json/schema/earthquake-information#field-body.earthquake',
    );
    // The link leads to a field that the schema page really documents.
    await session.page.goto(
      new URL('/docs/reference/conversion/json/schema/earthquake-information', session.page.url()).href,
    );
    expect(await session.page.locator('[id="field-body.earthquake.hypocenter"]').count()).toBe(1);
    await visit(session.page, validatorPath);
    await session.page.waitForSelector('form[data-schema-validator][data-mounted]');
  });

  it('points at a wrong value deep in an array', async () => {
    const sample = readAllSamples().find((candidate) => candidate.label.startsWith('tsunami-information/vtse41'))!;
    const document = JSON.parse(sample.text);
    const forecasts = document.body.tsunami.forecasts as Array<Record<string, unknown>>;
    forecasts[forecasts.length - 1].name = { text: 'x' };
    const result = await validate(session.page, JSON.stringify(document));
    expect(result.status).toBe('invalid');
    expect(result.pointers).toContain(`/body/tsunami/forecasts/${forecasts.length - 1}/name`);
  });

  it('validates an older version of the same major version against the documented one, and says so', async () => {
    const sample = readAllSamples().find(
      (candidate) =>
        candidate.name === 'earthquake-information' && JSON.parse(candidate.text)._schema.version === '1.0.0',
    )!;
    const result = await validate(session.page, sample.text);
    expect(result.status).toBe('valid');
    expect(result.text).toContain('_schema.version は 1.0.0');
    expect(result.text).toContain('v1.1.0 で検証しました');
  });

  it('explains bad input: not JSON (line and column), no _schema, unknown type or version, over 10 MB', async () => {
    const notJson = await validate(session.page, '{\n  "a": 1,\n  "b": }');
    expect(notJson.status).toBe('problem');
    expect(notJson.text).toMatch(/3 行 \d+ 文字目/);
    const noSchema = await validate(session.page, '{"type": "震度速報"}');
    expect(noSchema.text).toContain('_schema');
    const unknownType = await validate(session.page, '{"_schema": {"type": "no-such-format", "version": "1.0.0"}}');
    expect(unknownType.text).toContain('no-such-format');
    expect(unknownType.text).toContain('earthquake-information');
    const unknownVersion = await validate(session.page, '{"_schema": {"type": "eew-information", "version": "2.0.0"}}');
    expect(unknownVersion.text).toContain('2.0.0');
    expect(unknownVersion.text).toContain('1.0.0');
    const huge = await session.page.evaluate(() => {
      const input = document.querySelector<HTMLTextAreaElement>('#schema-validator-input')!;
      input.value = `{"_schema": {"type": "eew-information", "version": "1.0.0"}, "pad": "${'x'.repeat(10 * 1024 * 1024)}"}`;
      document.querySelector<HTMLFormElement>('form[data-schema-validator]')!.requestSubmit();
      return document.querySelector('[data-validator-result]')!.textContent;
    });
    expect(huge).toContain('10 MB');
  });

  it("sends nothing but requests for the site's own schema files", async () => {
    expect(session.foreignRequests).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});

describe('the validator code loads on its page only', () => {
  it('no other page requests the validator chunk', async () => {
    const other = await openPage();
    const scripts: string[] = [];
    other.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit(other.page, '/docs/reference/conversion/json/schema/earthquake-information');
    await other.page.waitForTimeout(500);
    const onSchemaPage = new Set(scripts);
    scripts.length = 0;
    await other.page.getByRole('link', { name: /手元の JSON をこのスキーマで検証する/ }).click();
    await other.page.waitForSelector('form[data-schema-validator][data-mounted]', { timeout: 15_000 });
    const added = scripts.filter((url) => !onSchemaPage.has(url));
    expect(added.length).toBeGreaterThan(0);
    await other.context.close();
  });
});
