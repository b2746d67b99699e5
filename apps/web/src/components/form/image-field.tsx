// A photo bound to a form-kit field: the file field with the photo pipeline's thumbnail, its label
// from the form's field catalog; the field's value is the stored image (or null).
import type { StoredImage, Upload } from '../../lib/upload.ts';
import { FileField, ImageThumb } from './file-field.tsx';
import type { BoundForm } from './form-field.tsx';

interface ImageFieldProps {
  form: BoundForm;
  name: string;
  upload: Upload<StoredImage>;
  label?: string;
}

export function ImageField({ form, name, upload, label }: ImageFieldProps) {
  const text = label ?? form.spec(name)?.label ?? name;
  return (
    <FileField
      id={form.id(name)}
      label={text}
      value={(form.value(name) as StoredImage | null | undefined) ?? null}
      onChange={(photo) => form.set(name, photo)}
      upload={upload}
      preview={(photo) => <ImageThumb value={photo} alt={text} />}
      disabled={form.busy}
    />
  );
}
