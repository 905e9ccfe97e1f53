import type { ValidateFunction } from 'ajv/dist/2020.js';
import { fieldRowId } from '../../../isomorphic/routes';
import type { TryItConfig } from '../../../isomorphic/try-it';
import { element, issueTable } from '../issue-table';
import { tryItLabels as text } from './try-it-labels';
import {
  emptySuccessVerdict,
  responseIssues,
  shownUrl,
  tryItRequest,
  type ResponseIssue,
  type TryItValues,
} from './try-it-request';

/**
 * The "try it" panel of a REST endpoint page (prerendered by pages/kinds/api/TryItPanel.tsx), loaded when its button
 * is pressed: it sends the form's request, shows the status, the headers that matter and the body, and checks a JSON
 * body against the documented response schema with the module the build compiled for it
 * (generators/build/validator-modules.ts; compiling in the browser would need `new Function`, which the CSP forbids).
 * The API key lives only in the password field of this page: it is not stored, and goes only to the chosen target.
 */

const timeoutSeconds = 15;
/** The longest body text shown (characters); the check still sees the whole body. */
const shownBodyCharacters = 200_000;

const checks = new Map<string, Promise<ValidateFunction>>();

function importCheck(modulePath: string): Promise<ValidateFunction> {
  let promise = checks.get(modulePath);
  if (!promise) {
    promise = (import(/* @vite-ignore */ modulePath) as Promise<{ default: ValidateFunction }>).then(
      (module) => module.default,
    );
    promise.catch(() => checks.delete(modulePath));
    checks.set(modulePath, promise);
  }
  return promise;
}

function verdict(status: 'valid' | 'invalid' | 'problem' | 'busy', ...paragraphs: Array<Node | string>): HTMLElement {
  const box = element(
    'div',
    {},
    paragraphs.map((paragraph) => (typeof paragraph === 'string' ? element('p', {}, [paragraph]) : paragraph)),
  );
  box.dataset.verdict = status;
  return box;
}

/** One row per failing field, each linked to the field's row of the response table. */
function responseIssueTable(issues: ResponseIssue[]): HTMLTableElement {
  return issueTable(
    issues.map((issue) => ({
      pointer: issue.pointer,
      message: issue.message,
      ...(issue.field
        ? { link: { href: `#${fieldRowId('response', issue.field)}`, text: text.docLink(issue.field.join('.')) } }
        : {}),
    })),
    text,
    { row: (row, issue) => (row.dataset.tryItIssue = issue.pointer) },
  );
}

function formValues(form: HTMLFormElement, config: TryItConfig): TryItValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const parameters: Record<string, string> = {};
  for (const field of config.fields) parameters[field.name] = text(field.name).trim();
  const body = data.get('body');
  return {
    target: data.get('target') === 'api' ? 'api' : 'stand-in',
    origin: text('origin'),
    key: text('key').trim(),
    parameters,
    ...(typeof body === 'string' ? { body } : {}),
  };
}

/** Status line, the headers that matter (Content-Type and the documented ones) and the body. */
function responseView(response: Response, config: TryItConfig, bodyText: string, binaryBytes?: number): HTMLElement {
  const headerNames = ['Content-Type', ...config.responseHeaders];
  const headerLines = headerNames.map((name) => `${name}: ${response.headers.get(name) ?? text.unreadableHeader}`);
  const parts: Array<Node> = [
    element('h3', {}, [text.statusHeading]),
    element('p', {}, [element('code', {}, [`${response.status} ${response.statusText}`.trim()])]),
    element('h3', {}, [text.headersHeading]),
    element('pre', {}, [headerLines.join('\n')]),
    element('h3', {}, [text.bodyHeading]),
  ];
  if (binaryBytes !== undefined) parts.push(element('p', {}, [text.binaryBody(binaryBytes)]));
  else if (bodyText === '') parts.push(element('p', {}, [text.noBody]));
  else {
    let shown = bodyText;
    try {
      shown = JSON.stringify(JSON.parse(bodyText), null, 2);
    } catch {
      // not JSON: shown as it came
    }
    if (shown.length > shownBodyCharacters) {
      parts.push(element('p', {}, [text.truncated(shownBodyCharacters, new Blob([bodyText]).size)]));
      shown = shown.slice(0, shownBodyCharacters);
    }
    const pre = element('pre', { tabIndex: 0 }, [shown]);
    pre.dataset.tryItBody = '';
    parts.push(pre);
  }
  const view = element('div', {}, parts);
  return view;
}

async function checkResponse(config: TryItConfig, status: string, contentType: string, bodyText: string) {
  if (!contentType.includes('json')) return verdict('problem', text.notJsonType(contentType || '—'));
  const modulePath = config.validators[status];
  if (!modulePath) return verdict('problem', text.notDocumented(status));
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return verdict('invalid', text.notJson);
  }
  let validate: ValidateFunction;
  try {
    validate = await importCheck(modulePath);
  } catch {
    return verdict('problem', text.checkFailed);
  }
  if (validate(body)) return verdict('valid', text.valid(status));
  const successStatus = Object.keys(config.validators).find((code) => /^2/.test(code));
  // The page documents the fields of the success response; other statuses link nowhere.
  const documents = (idPath: string[]) =>
    status === successStatus && document.getElementById(fieldRowId('response', idPath)) !== null;
  const issues = responseIssues(validate.errors ?? [], documents);
  const box = verdict('invalid', text.invalid(status, issues.length));
  const wrapper = element('div', {}, [box, responseIssueTable(issues)]);
  return wrapper;
}

async function send(form: HTMLFormElement, config: TryItConfig, result: HTMLElement): Promise<void> {
  const request = tryItRequest(config, formValues(form, config));
  if (!request.ok) {
    const message =
      request.problem === 'key'
        ? text.missingKey
        : request.problem === 'path'
          ? text.missingPath(request.name ?? '')
          : text.originRefused(config.standInHost);
    result.replaceChildren(verdict('problem', message));
    return;
  }
  const shown = shownUrl(request.url, config.keyParameter);
  result.replaceChildren(verdict('busy', text.sending(request.method, shown)));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutSeconds * 1000);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      body: request.body,
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    result.replaceChildren(
      verdict(
        'problem',
        controller.signal.aborted ? text.timedOut(timeoutSeconds) : text.notSent((error as Error).message),
        element('p', {}, [element('code', {}, [`${request.method} ${shown}`])]),
      ),
    );
    return;
  }
  const contentType = response.headers.get('content-type') ?? '';
  const binary = /gzip|octet-stream|zip/.test(contentType);
  let bodyText = '';
  let bytes: number | undefined;
  try {
    if (binary) bytes = (await response.arrayBuffer()).byteLength;
    else bodyText = await response.text();
  } finally {
    clearTimeout(timer);
  }
  const status = String(response.status);
  // A documented success without a body (Socket Close) is right when nothing came; any other answer is JSON to check.
  const empty = emptySuccessVerdict(config, status, bytes ?? new Blob([bodyText]).size);
  const check =
    empty === 'valid'
      ? verdict('valid', text.emptyValid(status, config.emptySuccess!))
      : empty === 'invalid'
        ? verdict('invalid', text.emptyHasBody(status, config.emptySuccess!))
        : binary || bodyText === ''
          ? verdict('problem', binary ? text.notJsonType(contentType) : text.noBody)
          : await checkResponse(config, status, contentType, bodyText);
  result.replaceChildren(
    check,
    element('p', {}, [element('code', {}, [`${request.method} ${shown}`])]),
    responseView(response, config, bodyText, bytes),
  );
}

/** Opens the panel of `section` (its button was pressed): enables the form and wires it. */
export function openPanel(section: HTMLElement): void {
  const form = section.querySelector<HTMLFormElement>('form[data-try-it-form]')!;
  const button = section.querySelector<HTMLButtonElement>('[data-try-it-open]')!;
  if (!section.dataset.tryItReady) {
    section.dataset.tryItReady = '';
    const config = JSON.parse(section.dataset.tryIt ?? '{}') as TryItConfig;
    const result = form.querySelector<HTMLElement>('[data-try-it-result]')!;
    const origin = form.querySelector<HTMLInputElement>('input[name=origin]')!;
    const syncTarget = () => {
      origin.disabled = form.querySelector<HTMLInputElement>('input[name=target]:checked')?.value === 'api';
    };
    form
      .querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement>('[disabled]')
      .forEach((control) => (control.disabled = false));
    form.addEventListener('change', syncTarget);
    syncTarget();
    let running = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (running) return;
      running = true;
      const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
      submit.disabled = true;
      void send(form, config, result).finally(() => {
        running = false;
        submit.disabled = false;
      });
    });
    button.addEventListener('click', () => toggle(section));
  }
  toggle(section, true);
}

function toggle(section: HTMLElement, open?: boolean): void {
  const form = section.querySelector<HTMLFormElement>('form[data-try-it-form]')!;
  const button = section.querySelector<HTMLButtonElement>('[data-try-it-open]')!;
  const show = open ?? form.hidden;
  form.hidden = !show;
  button.setAttribute('aria-expanded', String(show));
  if (show) form.querySelector<HTMLElement>('input, select, textarea')?.focus();
}
