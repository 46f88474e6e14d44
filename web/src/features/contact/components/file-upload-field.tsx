import { useState } from 'react';
import { locale, useTranslation } from '@/lib/i18n';
import { type EnquiryFileRecord, type UploadTexts, uploadEnquiryFiles } from '../api/upload-enquiry-files';

interface FileUploadFieldProps {
  id: string;
  label: string;
  hint?: string;
  files: EnquiryFileRecord[];
  onFilesChange: (files: EnquiryFileRecord[]) => void;
}

/**
 * A multi-file upload (docs/product.md 2, 5): files upload as soon as they are chosen; the list
 * shows what is attached, each with a Remove button; the message line names oversize
 * files or says 'File upload failed.'.
 */
export function FileUploadField({ id, label, hint, files, onFilesChange }: FileUploadFieldProps) {
  const { t } = useTranslation('contact');
  const [message, setMessage] = useState('');
  // English keeps the upload's own texts (and the server's reason as it words it).
  const texts: UploadTexts | undefined =
    locale === 'en'
      ? undefined
      : {
          oversize: (names) => t('upload.oversize', { names: names.join(t('listSeparator', { ns: 'common' })) }),
          failed: (reason) =>
            [
              t('upload.failed'),
              reason?.code ? t(`upload.reasons.${reason.code}` as 'upload.reasons.no_files', { defaultValue: '' }) : '',
            ]
              .filter(Boolean)
              .join(' '),
        };
  const [isUploading, setIsUploading] = useState(false);

  const choose = async (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return;
    setIsUploading(true);
    setMessage('');
    const outcome = await uploadEnquiryFiles([...chosen], texts);
    setIsUploading(false);
    setMessage(outcome.message);
    onFilesChange([...files, ...outcome.uploaded]);
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? <p className="hint">{hint}</p> : null}
      <input
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/heic,.heic,application/pdf,.doc,.docx"
        aria-describedby={`${id}-message`}
        disabled={isUploading}
        onChange={(event) => {
          void choose(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      {files.length > 0 ? (
        <ul className="upload-list" aria-label={t('upload.attached', { label })}>
          {files.map((file) => (
            <li key={file.id}>
              {file.name}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => onFilesChange(files.filter((other) => other.id !== file.id))}
              >
                {t('upload.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-message`} className="field__error" role="status">
        {isUploading ? t('upload.uploading') : message}
      </p>
    </div>
  );
}
