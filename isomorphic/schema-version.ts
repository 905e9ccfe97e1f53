/**
 * Orders dotted version numbers (`1.0.0` < `1.1.0` < `1.10.0`) numerically, part by part; a missing part counts as 0.
 * The build sorts schema versions with it, and the validator in the browser picks the version to check against.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
