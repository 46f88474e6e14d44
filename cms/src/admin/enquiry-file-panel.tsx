import { useFetchClient } from '@strapi/strapi/admin';
import { type MouseEvent, useState } from 'react';
import { saveFile } from './save-file';

/** What the content manager hands an edit-view side panel (the subset used here). */
interface PanelProps {
  model: string;
  document?: Record<string, unknown>;
}

/**
 * The download link: fetched with the admin's own client, which sends the signed-in admin's
 * access token (and renews it when it has expired), as the admin API route requires.
 */
function DownloadLink({ href, name }: { href: string; name: string }) {
  const { get } = useFetchClient();
  const [isFailed, setIsFailed] = useState(false);
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setIsFailed(false);
    try {
      const { data } = await get<Blob>(href, { responseType: 'blob' });
      saveFile(data, name);
    } catch {
      setIsFailed(true);
    }
  };
  return (
    <>
      <a href={href} onClick={download} style={{ color: '#4945ff', fontWeight: 600 }}>
        Download {name}
      </a>
      {isFailed && <p role="alert">The file could not be downloaded. Reload the page and try again.</p>}
    </>
  );
}

/**
 * Side panel on an Enquiry file entry (docs/architecture.md 5): a link that downloads the file through
 * `GET /admin/enquiry-files/:id/download` (admin API: signed-in staff who may read enquiries).
 */
export function EnquiryFilePanel({ model, document }: PanelProps) {
  if (model !== 'api::enquiry-file.enquiry-file' || typeof document?.download !== 'string') return null;
  const name = typeof document.name === 'string' ? document.name : 'the file';
  return { title: 'Attachment', content: <DownloadLink href={document.download} name={name} /> };
}
