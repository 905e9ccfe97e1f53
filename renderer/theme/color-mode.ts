import { storageKeys } from '../storage';

export type ColorMode = 'light' | 'dark';

/** The toggle cycles light ↔ dark only: the system preference is not followed on this site. */
export function nextColorMode(mode: ColorMode): ColorMode {
  return mode === 'dark' ? 'light' : 'dark';
}

export function readDocumentColorMode(): ColorMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/**
 * Inline script run in <head> before first paint: applies the saved colour mode (default from config) and
 * hides a dismissed announcement bar, so neither flashes. Storage errors leave the defaults.
 */
export function headInitScript(options: {
  defaultMode: ColorMode;
  suffix: string;
  storageType: string;
  announcementId: string | null;
}): string {
  const theme = JSON.stringify(storageKeys.theme + options.suffix);
  const dismissed = JSON.stringify(storageKeys.announcementDismissed + options.suffix);
  const idKey = JSON.stringify(storageKeys.announcementId + options.suffix);
  const id = JSON.stringify(options.announcementId);
  const def = JSON.stringify(options.defaultMode);
  return `(function(){var d=document.documentElement,m=${def},s=null;try{s=window[${JSON.stringify(options.storageType)}]}catch(e){}
function g(k){try{return s?s.getItem(k):null}catch(e){return null}}
var t=g(${theme});if(t==="light"||t==="dark")m=t;d.setAttribute("data-theme",m);
var id=${id};if(id!==null&&g(${idKey})===id&&g(${dismissed})==="true")d.setAttribute("data-announcement-bar-initially-dismissed","true");})();`;
}
