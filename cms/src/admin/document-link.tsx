import { useFetchClient } from '@strapi/strapi/admin';
import { type MouseEvent, useState } from 'react';
import { saveFile } from './save-file';

const link = { color: '#4945ff', fontWeight: 600 } as const;

/**
 * A PDF of the order (`/admin/outlet-orders/:documentId/documents/<file>`: the tax invoice, a
 * credit note, the packing slip) fetched with the admin's own client, which sends the staff
 * member's access token, then saved under its name.
 */
export function DocumentLink({
  documentId,
  file,
  label,
  fileName,
}: {
  documentId: string;
  file: string;
  label: string;
  /** The saved file's name; the file's own by default. */
  fileName?: string;
}) {
  const { get } = useFetchClient();
  const [isFailed, setIsFailed] = useState(false);
  const href = `/admin/outlet-orders/${documentId}/documents/${file}`;
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setIsFailed(false);
    try {
      const { data } = await get<Blob>(href, { responseType: 'blob' });
      saveFile(data, fileName ?? file.split('/').pop() ?? file);
    } catch {
      setIsFailed(true);
    }
  };
  return (
    <span>
      <a href={href} onClick={download} style={link}>
        {label}
      </a>
      {isFailed && <span role="alert"> (could not be downloaded; try again)</span>}
    </span>
  );
}
