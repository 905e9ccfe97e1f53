import type { ValidateFunction } from 'ajv/dist/2020.js';
import {
  chooseSchema,
  maxDocumentBytes,
  parseDocument,
  validationIssues,
  type KnownSchema,
  type ValidationIssue,
} from './validator-core';
import { element, issueTable } from '../issue-table';
import { validatorLabels as text } from './validator-labels';
import styles from './validator-result.module.css';
import { validatorFigure } from './validator-figure';
import { validatorModulePath } from '../../../isomorphic/validator-module-path';

/**
 * The validator page's form (`[data-schema-validator]`, prerendered by SchemaValidatorForm): paste or drop a
 * JSON document, and it is checked in the browser against the schema the site publishes for its
 * `_schema.type` and `_schema.version`. This module is loaded only on that page. Each schema's checks are compiled
 * at build time (generators/build/validator-modules.ts) and imported here as a module: compiling a schema in the
 * browser would need `new Function`, which the site's Content-Security-Policy does not allow.
 */

interface LoadedSchema {
  validate: ValidateFunction;
  fields: Set<string>;
}

const loaded = new Map<string, Promise<LoadedSchema>>();

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The build's validation module of a published schema: its default export is the compiled ajv function. */
function importValidator(schemaUrl: string): Promise<ValidateFunction> {
  return (import(/* @vite-ignore */ validatorModulePath(schemaUrl)) as Promise<{ default: ValidateFunction }>).then(
    (module) => module.default,
  );
}

function loadSchema(schema: KnownSchema): Promise<LoadedSchema> {
  let promise = loaded.get(schema.schema);
  if (!promise) {
    promise = Promise.all([importValidator(schema.schema), fetchJson(schema.fields)]).then(([validate, index]) => ({
      validate,
      fields: new Set((index as { fields: string[] }).fields),
    }));
    promise.catch(() => loaded.delete(schema.schema));
    loaded.set(schema.schema, promise);
  }
  return promise;
}

/** The errors as a table, each linked to its field's description (or to the schema page). */
function validationIssueTable(issues: ValidationIssue[]): HTMLTableElement {
  return issueTable(
    issues.map((issue) => ({
      pointer: issue.pointer,
      message: issue.message,
      ...(issue.href
        ? { link: { href: issue.href, text: issue.field ? text.docLink(issue.field) : text.pageLink } }
        : {}),
    })),
    text,
    { className: styles.issues },
  );
}

type VerdictStatus = 'valid' | 'invalid' | 'problem' | 'busy';
const verdictIcons: Record<VerdictStatus, string> = { valid: '✓', invalid: '✕', problem: '!', busy: '…' };

/** The verdict banner: an icon (hidden from screen readers, the text says it) and the verdict's paragraphs. */
function verdictBanner(status: VerdictStatus, paragraphs: HTMLElement[]): HTMLElement {
  const icon = element('span', { className: styles.icon }, [verdictIcons[status]]);
  icon.setAttribute('aria-hidden', 'true');
  return element('div', { className: styles.verdict }, [icon, element('div', {}, paragraphs)]);
}

export function mountSchemaValidator(form: HTMLFormElement): void {
  if (form.dataset.mounted) return;
  form.dataset.mounted = '';
  const known = JSON.parse(form.dataset.schemas ?? '[]') as KnownSchema[];
  const input = form.querySelector<HTMLTextAreaElement>('textarea')!;
  const file = form.querySelector<HTMLInputElement>('input[type=file]')!;
  const result = form.querySelector<HTMLElement>('[data-validator-result]')!;
  form.querySelectorAll<HTMLElement>('[data-validator-needs-script]').forEach((note) => (note.hidden = true));
  form
    .querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLTextAreaElement>('[disabled]')
    .forEach((control) => (control.disabled = false));
  let run = 0;

  /** Shows the verdict (its first paragraphs, in a banner coloured by status) and what follows it. */
  const show = (status: VerdictStatus, verdict: HTMLElement | HTMLElement[], ...details: Node[]) => {
    result.dataset.status = status;
    result.replaceChildren(verdictBanner(status, Array.isArray(verdict) ? verdict : [verdict]), ...details);
  };

  const check = async (source: string) => {
    const current = (run += 1);
    const bytes = new Blob([source]).size;
    if (bytes > maxDocumentBytes)
      return show('problem', element('p', {}, [text.tooLarge((bytes / 1024 / 1024).toFixed(1))]));
    const parsed = parseDocument(source);
    if (!parsed.ok) return show('problem', element('p', {}, [parsed.message]));
    const choice = chooseSchema(parsed.value, known);
    if (choice.kind === 'problem') return show('problem', element('p', {}, [choice.message]));
    const { schema } = choice;
    show('busy', element('p', {}, [text.loading(schema.name, schema.version)]));
    let loadedSchema: LoadedSchema;
    try {
      loadedSchema = await loadSchema(schema);
    } catch {
      if (current === run) show('problem', element('p', {}, [text.loadFailed(schema.schema)]));
      return;
    }
    if (current !== run) return;
    const note = choice.older ? [element('p', {}, [text.olderVersion(choice.declared, schema.version)])] : [];
    const pageLink = element('a', { href: schema.page }, [`${schema.name} v${schema.version}`]);
    if (loadedSchema.validate(parsed.value)) {
      // A valid document is drawn as the examples on the reference pages are; an invalid one is not.
      const figure = validatorFigure(parsed.value);
      show(
        'valid',
        [element('p', {}, [text.valid(schema.name, schema.version), ' ', pageLink]), ...note],
        ...(figure ? [element('h3', {}, [text.figureHeading]), figure] : []),
      );
      return;
    }
    const issues = validationIssues(loadedSchema.validate.errors ?? [], schema.page, loadedSchema.fields);
    show(
      'invalid',
      [element('p', {}, [text.invalid(schema.name, schema.version, issues.length), ' ', pageLink]), ...note],
      validationIssueTable(issues),
    );
  };

  const readFile = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > maxDocumentBytes) {
      show('problem', element('p', {}, [text.tooLarge((chosen.size / 1024 / 1024).toFixed(1))]));
      return;
    }
    chosen.text().then(
      (source) => {
        input.value = source;
        void check(source);
      },
      () => show('problem', element('p', {}, [text.readFailed])),
    );
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void check(input.value);
  });
  file.addEventListener('change', () => readFile(file.files?.[0]));
  form.addEventListener('dragover', (event) => {
    event.preventDefault();
    form.dataset.dragging = '';
  });
  form.addEventListener('dragleave', () => delete form.dataset.dragging);
  form.addEventListener('drop', (event) => {
    event.preventDefault();
    delete form.dataset.dragging;
    readFile(event.dataTransfer?.files[0]);
  });
}
