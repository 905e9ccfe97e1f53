/** Subset of the Network Information API the prefetch policy reads. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching is skipped on 2g (and slow-2g) connections and when the visitor asked to save data. */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
