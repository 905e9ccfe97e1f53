import { downloadUrl, loadEewClient, type EewClientInfo } from '../../generators/content/eewclient';

function DownloadTable({ client, version, caption }: { client: EewClientInfo; version: string; caption: string }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">OS</th>
          <th scope="col">CPU</th>
          <th scope="col">形式</th>
          <th scope="col">ダウンロード</th>
        </tr>
      </thead>
      <tbody>
        {client.downloads.map((download) => {
          const url = downloadUrl(client, download, version);
          return (
            <tr key={download.target}>
              <th scope="row">{download.os}</th>
              <td>{download.architecture}</td>
              <td>{download.package}</td>
              <td>
                <a href={url}>{url.slice(url.lastIndexOf('/') + 1)}</a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Download links of the stable build, and of the test build while one newer than stable is out. */
export function EewClientDownloads() {
  const client = loadEewClient();
  const hasPreview = client.latestVersion !== client.stableVersion;
  return (
    <>
      <DownloadTable client={client} version={client.stableVersion} caption={`正式版 v${client.stableVersion}`} />
      {hasPreview ? (
        <DownloadTable client={client} version={client.latestVersion} caption={`試験版 v${client.latestVersion}`} />
      ) : null}
    </>
  );
}
