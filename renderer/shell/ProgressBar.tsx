import { useTransitionState } from '../navigation/transition-store';
import styles from './ProgressBar.module.css';

/** Thin bar at the top while a navigation takes longer than the progress delay. */
export function ProgressBar() {
  const { slow } = useTransitionState();
  if (!slow) return null;
  return <div className={styles.bar} role="progressbar" aria-label="ページを読み込んでいます" data-progress-bar />;
}
