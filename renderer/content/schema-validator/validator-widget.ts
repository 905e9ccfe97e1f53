import type { ValidateFunction } from 'ajv/dist/2020.js';
import { chooseSchema, maxDocumentBytes, parseDocument, validationIssues, type KnownSchema, type ValidationIssue } from './validator-core';
import { validatorLabels as text } from './validator-labels';
import { validatorModulePath } from './validator-module-path';

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
  return (import(/* @vite-ignore */ validatorModulePath(schemaUrl)) as Promise<{ default: ValidateFunction }>).then((module) => module.default);
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

function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]> = {}, children: Array<Node | string> = []): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

function issueTable(issues: ValidationIssue[]): HTMLTableElement {
  const head = element('thead', {}, [element('tr', {}, [element('th', { scope: 'col' }, [text.pointerHeading]), element('th', { scope: 'col' }, [text.messageHeading]), element('th', { scope: 'col' }, [text.docHeading])])]);
  const body = element(
    'tbody',
    {},
    issues.map((issue) =>
      element('tr', {}, [
        element('td', {}, [element('code', {}, [issue.pointer === '' ? text.root : issue.pointer])]),
        element('td', {}, [issue.message]),
        element('td', {}, issue.href ? [element('a', { href: issue.href }, [issue.field ? text.docLink(issue.field) : text.pageLink])] : []),
      ]),
    ),
  );
  return element('table', { className: 'schema-validator-issues' }, [head, body]);
}

export function mountSchemaValidator(form: HTMLFormElement): void {
  if (form.dataset.mounted) return;
  form.dataset.mounted = '';
  const known = JSON.parse(form.dataset.schemas ?? '[]') as KnownSchema[];
  const input = form.querySelector<HTMLTextAreaElement>('textarea')!;
  const file = form.querySelector<HTMLInputElement>('input[type=file]')!;
  const result = form.querySelector<HTMLElement>('[data-validator-result]')!;
  form.querySelectorAll<HTMLElement>('[data-validator-needs-script]').forEach((note) => (note.hidden = true));
  form.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLTextAreaElement>('[disabled]').forEach((control) => (control.disabled = false));
  let run = 0;

  const show = (status: 'valid' | 'invalid' | 'problem' | 'busy', ...content: Array<Node | string>) => {
    result.dataset.status = status;
    result.replaceChildren(...content);
  };

  const check = async (source: string) => {
    const current = (run += 1);
    const bytes = new Blob([source]).size;
    if (bytes > maxDocumentBytes) return show('problem', element('p', {}, [text.tooLarge((bytes / 1024 / 1024).toFixed(1))]));
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
      show('valid', element('p', {}, [text.valid(schema.name, schema.version), ' ', pageLink]), ...note);
      return;
    }
    const issues = validationIssues(loadedSchema.validate.errors ?? [], schema.page, loadedSchema.fields);
    show('invalid', element('p', {}, [text.invalid(schema.name, schema.version, issues.length), ' ', pageLink]), ...note, issueTable(issues));
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
