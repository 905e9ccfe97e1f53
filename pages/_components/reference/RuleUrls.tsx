/** The URL cell of a rate-limit rule (data/api/shared.yaml `rateLimits.rules[].urls`): one `<code>` line per URL. */
export function RuleUrls({ urls }: { urls: readonly string[] }) {
  return urls.map((url) => (
    <div key={url}>
      <code>{url}</code>
    </div>
  ));
}
