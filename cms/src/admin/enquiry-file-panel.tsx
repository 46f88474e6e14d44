/** What the content manager hands an edit-view side panel (the subset used here). */
interface PanelProps {
  model: string;
  document?: Record<string, unknown>;
}

/**
 * Side panel on an Enquiry file entry (DESIGN.md 5): a link that downloads the file through
 * `GET /admin/enquiry-files/:id/download`, which the admin's own session cookies authorise.
 */
export function EnquiryFilePanel({ model, document }: PanelProps) {
  if (model !== 'api::enquiry-file.enquiry-file' || typeof document?.download !== 'string') return null;
  const name = typeof document.name === 'string' ? document.name : 'the file';
  return {
    title: 'Attachment',
    content: (
      <a href={document.download} download style={{ color: '#4945ff', fontWeight: 600 }}>
        Download {name}
      </a>
    ),
  };
}
