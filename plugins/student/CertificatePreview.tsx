import { useEffect, useState } from 'react';
import { useTexts } from '../../core/ui.ts';
import { certificateFormTexts } from './certificateFormTexts.ts';

/** A file size as readers read it, German: "412 KB", "2,9 MB" (1 KB = 1024 bytes, like the 500 KB limit). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/**
 * The chosen certificate before upload: a thumbnail for images, the file name and size, and the original size when it
 * was made smaller. While the chosen file is still being made ready (`preparing`) the same box stands in its place with
 * the file's name and "Die Datei wird vorbereitet …", so "Hochladen" below it does not move when the preview comes.
 */
export function CertificatePreview({
  file,
  originalBytes,
  preparing = false,
}: { readonly file: File; readonly originalBytes?: number; readonly preparing?: boolean }) {
  const t = useTexts(certificateFormTexts);
  const isImage = file.type.startsWith('image/') || /\.(jpe?g|png|gif)$/i.test(file.name);
  // The thumbnail's URL with the file it shows: a URL of an earlier file (revoked by now) is never drawn for this one.
  const [thumbnail, setThumbnail] = useState<{ readonly file: File; readonly url: string } | undefined>(undefined);
  useEffect(() => {
    // The chosen photo itself is not drawn: a phone's 12 megapixels decoded for a 72-pixel thumbnail.
    if (!isImage || preparing) return undefined;
    const url = URL.createObjectURL(file);
    setThumbnail({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file, isImage, preparing]);
  const url = isImage && !preparing && thumbnail?.file === file ? thumbnail.url : undefined;
  return (
    <figure className="certificate-preview" aria-label={t('previewLabel')}>
      {url ? (
        <img className="certificate-preview__thumbnail" src={url} alt={t('previewOf', { fileName: file.name })} />
      ) : (
        <span className="certificate-preview__thumbnail certificate-preview__thumbnail--document" aria-hidden="true">
          {isImage ? null : 'PDF'}
        </span>
      )}
      <figcaption>
        <span className="certificate-preview__name">{file.name}</span>
        <span className="certificate-preview__size" role="status">
          {preparing ? t('preparing') : formatFileSize(file.size)}
          {preparing || originalBytes === undefined ? null : t('reducedFrom', { size: formatFileSize(originalBytes) })}
        </span>
      </figcaption>
    </figure>
  );
}
