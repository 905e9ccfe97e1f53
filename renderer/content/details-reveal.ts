/**
 * Folded content (the update years, the schema pages' deep field sections and examples) sits in `<details>`, so
 * it reads without JavaScript. A link to something inside a closed one, or to the heading in its summary, opens
 * every `<details>` around the target; returns whether any was closed (the caller then scrolls to the target
 * again, now that the content below it has a box).
 */
export function revealInDetails(target: Element): boolean {
  let opened = false;
  for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
    if (!details.open) {
      details.open = true;
      opened = true;
    }
  }
  return opened;
}
