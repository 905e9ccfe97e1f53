/**
 * Folded content (the update years, the schema pages' deep field sections and examples) sits in `<details>`, so
 * it reads without JavaScript. A link to something inside a closed one, or to the heading a fold belongs to
 * (`data-fold-for` = the heading's id), opens it and every `<details>` around it; returns whether any was closed
 * (the caller then scrolls to the target again, now that the content below it has a box).
 */
export function revealInDetails(target: Element): boolean {
  let opened = false;
  const open = (details: HTMLDetailsElement) => {
    if (!details.open) {
      details.open = true;
      opened = true;
    }
  };
  const fold = target.nextElementSibling;
  if (fold instanceof HTMLDetailsElement && fold.dataset.foldFor === target.id) open(fold);
  for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null)
    open(details);
  return opened;
}
