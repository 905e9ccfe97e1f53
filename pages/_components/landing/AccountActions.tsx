import { useSiteContent } from '../site-content';
import styles from './AccountActions.module.css';

export interface AccountActionsProps {
  /** A third, quieter link after the two account buttons (e.g. to the docs). */
  secondary?: { href: string; label: string };
  /** Centre the buttons (a call to action at the end of a page). */
  centred?: boolean;
}

/** アカウント作成 (primary) and ログイン buttons, with their URLs from data/service.yaml. */
export function AccountActions({ secondary, centred = false }: AccountActionsProps) {
  const { account } = useSiteContent().service;
  return (
    <div className={centred ? `${styles.actions} ${styles.centred}` : styles.actions}>
      <a className={`${styles.button} ${styles.primary}`} href={account.signup} data-account-action="signup">
        アカウント作成
      </a>{' '}
      <a className={`${styles.button} ${styles.secondary}`} href={account.signin} data-account-action="signin">
        ログイン
      </a>
      {secondary && (
        <>
          {' '}
          <a className={styles.textLink} href={secondary.href}>
            {secondary.label}
          </a>
        </>
      )}
    </div>
  );
}
