export default function onBeforePrerenderStart(): string[] {
  return ['/docs/jmafile/'];
}
