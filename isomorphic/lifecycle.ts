import type { ApiShared } from './api-types';

/** A source of a lifecycle rule as a page shows it: a link (or a repository file) and what it says. */
export interface LifecycleSourceView {
  title: string;
  /** Site path or https URL; absent for a real document of the repository, shown by its file name. */
  href?: string;
  says: string;
}

/** One rule of data/lifecycle.yaml with its sources resolved. */
export interface LifecycleRuleView {
  id: string;
  title: string;
  rule: string;
  handler?: string;
  unpublished?: string;
  sources: LifecycleSourceView[];
}

/** Where a code is documented: an endpoint page (or the API overview). */
export interface CodeOrigin {
  title: string;
  href: string;
}

/** One row of the error table: an HTTP status or a WebSocket close code, what data/api says, what to do. */
export interface ErrorActionRow {
  kind: 'http' | 'websocket';
  code: number;
  meanings: Array<{ text: string; origins: CodeOrigin[] }>;
  action: string;
}

export type LifecycleSection = 'eew' | 'tsunami' | 'reliability';

/** What the lifecycle and reliability pages read (data/lifecycle.yaml joined with data/api). */
export interface LifecycleView {
  rules: Record<LifecycleSection, LifecycleRuleView[]>;
  errorRows: ErrorActionRow[];
  rateLimits: ApiShared['rateLimits'];
}

/** Anchor of a rule on its page. */
export function lifecycleRuleAnchor(id: string): string {
  return `rule-${id}`;
}
